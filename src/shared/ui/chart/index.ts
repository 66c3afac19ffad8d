/*
 * Hand-written SVG charts. Import this slice only dynamically (`import('@/shared/ui/chart')`):
 * charts load on demand (DESIGN.md budgets), never with a route's first render.
 */
export { BarChart } from './bar-chart';
export type { BarChartProps, BarDatum } from './bar-chart';
export { bandScale, labelStride, linearScale, niceTicks } from './scale';
export type { Bands } from './scale';
