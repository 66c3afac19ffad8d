/** Types for start-in-steps.mjs. */
export function evaluationOrder(
  bundle: Record<string, { type: 'chunk'; imports: string[] } | { type: 'asset' }>,
  entryFile: string,
): string[];
export function startModuleSource(urls: string[]): string;
export function withStartModule(html: string, entryUrl: string, startUrl: string): string;
