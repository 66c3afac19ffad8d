import { LottieLight } from 'lottie-react';
import animation from './animation.json';

interface LoadingAnimationProps {
  autoplay: boolean;
}

/**
 * The loading animation (SPEC §1: 400x300, 25 fps, 40 frames, looping, autoplay). Our own file;
 * the light engine is enough for it (svg, no expressions). Loaded on demand by LoadingMask, so
 * lottie never reaches a page's first load.
 */
export default function LoadingAnimation({ autoplay }: LoadingAnimationProps) {
  return <LottieLight src={animation} loop autoplay={autoplay} aria-hidden style={{ width: '100%', height: '100%' }} />;
}
