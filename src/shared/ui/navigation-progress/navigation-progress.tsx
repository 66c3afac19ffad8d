import { Box } from '@chakra-ui/react';

/**
 * The thin top bar shown while a navigation is pending (SPEC §2). It only appears after a short
 * delay so instant navigations do not flash.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label="页面加载中"
      aria-hidden={!active}
      position="fixed"
      top="0"
      left="0"
      height="3px"
      zIndex="max"
      bg="blue.500"
      width={active ? '80%' : '0'}
      opacity={active ? 1 : 0}
      transition={active ? 'width 2s ease-out 150ms, opacity 0s 150ms' : 'opacity 0.3s ease'}
      css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      data-testid="navigation-progress"
      data-active={active || undefined}
    />
  );
}
