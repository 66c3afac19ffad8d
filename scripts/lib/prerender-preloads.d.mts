/** Types for prerender-preloads.mjs. */
/** An entry of a Vite build manifest (`build.manifest`), as far as it is read. */
export interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestEntry>;
export function manifestChunks(manifest: Manifest, keys: string[]): string[];
export function loadedSources(serverManifest: Manifest, loadedFiles: string[]): string[];
export function recordRender(
  serverDir: string,
  url: string,
  viewport: 'small' | 'large',
): Promise<{ loaded: string[]; queryModules: string[]; pathname: string }>;
export function pageChunks(
  bundles: { serverDir: string; serverManifest: Manifest; clientManifest: Manifest },
  url: string,
  viewport: 'small' | 'large',
): Promise<string[]>;
