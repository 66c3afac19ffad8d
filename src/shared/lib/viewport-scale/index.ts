export { mobileRootFontPx, ROOT_FONT_BASE_PX, ROOT_FONT_MIN_PX, ROOT_FONT_MAX_PX } from './root-font-scale';
export { useMobileRootScale } from './use-mobile-root-scale';
