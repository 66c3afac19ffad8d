/** Types for first-load-budget.mjs. */
export interface FirstLoad {
  files: { path: string; gzip: number }[];
  gzip: number;
  requests: number;
  firstPaint: { prerendered: boolean; files: { path: string; gzip: number }[]; gzip: number; requests: number };
}
export const FIRST_LOAD_ROUTES: string[];
export const FIRST_PAINT_LIMITS: { gzip: number; requests: number };
export const APP_RENDER_LIMITS: { gzip: number; requests: number };
export function firstLoadBreaches(route: string, load: FirstLoad): string[];
export function formatFirstLoad(route: string, load: FirstLoad): string;
