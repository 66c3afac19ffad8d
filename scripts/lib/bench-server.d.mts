/** Types for bench-server.mjs. */
export function nginxHeaders(conf: string): Record<string, string>;
export function deployHeaders(confPath?: string): Record<string, string>;
export function loadMockHandlers(): Promise<{
  handlers: unknown[];
  load: (id: string) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}>;
export function serveApp(
  distDir: string,
  options?: { api?: 'mocks' | 'none'; headers?: Record<string, string> },
): Promise<{ url: string; close: () => Promise<void> }>;
export function closeMockApi(): Promise<void>;
export function mockLogin(baseUrl: string, account?: { mobile?: string; code?: string }): Promise<string>;
