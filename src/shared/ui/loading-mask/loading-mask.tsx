import { Box, Spinner, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { LOADING_ANIMATION } from '@/shared/config';
import { prefersReducedMotion } from '@/shared/lib/a11y';
import { ErrorBoundary } from '../error-boundary';

// Imported on the first show only: lottie-web is large and most visits never wait long enough.
const LoadingAnimation = lazy(() => import('./loading-animation'));

export interface LoadingMaskProps {
  /** Shows the mask. */
  loading: boolean;
  /**
   * true (default): fixed over the whole viewport. false: absolute over the nearest positioned
   * ancestor, so give the parent `position: relative`.
   */
  fixed?: boolean;
  /** What screen readers hear and what shows under the animation. */
  label?: string;
  /** For tests that look for one mask among several. */
  testId?: string;
}

/**
 * The loading mask of SPEC §1. Renders nothing (and loads nothing) until `loading` is first true;
 * the animation keeps its 4:3 box and shrinks on narrow screens. With reduced motion asked for,
 * it shows the animation's first frame instead of playing it.
 */
export function LoadingMask({ loading, fixed = true, label = '加载中…', testId }: LoadingMaskProps) {
  const [reducedMotion] = useState(prefersReducedMotion);
  if (!loading) return null;
  const { width, height } = LOADING_ANIMATION;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-placement={fixed ? 'fixed' : 'absolute'}
      data-testid={testId}
      rounded={fixed ? undefined : 'inherit'}
      position={fixed ? 'fixed' : 'absolute'}
      inset="0"
      zIndex={fixed ? 'overlay' : '1'}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      bg="bg/80"
      backdropFilter="blur(2px)"
    >
      <Box
        width={`min(${width}px, 80%)`}
        aspectRatio={`${width} / ${height}`}
        maxH="70%"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {/* A spinner while the animation loads, and instead of it when it cannot be loaded or played. */}
        <ErrorBoundary fallback={<Spinner size="lg" color="brand.solid" />}>
          <Suspense fallback={<Spinner size="lg" color="brand.solid" />}>
            <LoadingAnimation autoplay={!reducedMotion} />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Text color="fg.muted" fontSize="sm" mt="-6">
        {label}
      </Text>
    </Box>
  );
}
