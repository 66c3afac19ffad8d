import { defineWalk } from './route-walk/walker';

/*
 * Every route, as every account that may open it, at 1366 and 375 px, with no fault:
 * axe-core's WCAG 2.0/2.1 A and AA rules find nothing on any screen (besides the walk's own checks).
 */
defineWalk('a11y', [1366, 375]);
