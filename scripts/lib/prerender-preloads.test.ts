import { describe, expect, it } from 'vitest';
import { loadedSources, manifestChunks } from './prerender-preloads.mjs';

/** A client build manifest as Vite writes it (`build.manifest`), reduced to what is read. */
const CLIENT = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_framework-F.js'] },
  '_framework-F.js': { file: 'assets/framework-F.js' },
  'src/app/routes/_portal/news.lazy.tsx': {
    file: 'assets/news.lazy-N.js',
    isDynamicEntry: true,
    imports: ['_list-L.js', '_framework-F.js'],
  },
  '_list-L.js': { file: 'assets/list-L.js', imports: ['_skeleton-S.js'] },
  '_skeleton-S.js': { file: 'assets/skeleton-S.js', imports: ['_framework-F.js'] },
  'src/shared/api/http.ts': { file: 'assets/http-H.js', isDynamicEntry: true, imports: ['_list-L.js'] },
};

/** The server bundle's manifest: its own files, the same sources. */
const SERVER = {
  'src/app/server.tsx': { file: 'server.js', isEntry: true },
  'src/app/routes/_portal/news.lazy.tsx': { file: 'assets/news.lazy-n.js', isDynamicEntry: true, imports: ['_list-l.js'] },
  '_list-l.js': { file: 'assets/list-l.js' },
  'src/shared/api/http.ts': { file: 'assets/http-h.js', isDynamicEntry: true },
};

describe('manifestChunks', () => {
  it('is each entry’s file and what it imports statically, depth first, each once', () => {
    expect(manifestChunks(CLIENT, ['src/app/routes/_portal/news.lazy.tsx', 'src/shared/api/http.ts'])).toEqual([
      '/assets/news.lazy-N.js',
      '/assets/list-L.js',
      '/assets/skeleton-S.js',
      '/assets/framework-F.js',
      '/assets/http-H.js',
    ]);
  });

  it('fails the build for a source the client build does not have', () => {
    expect(() => manifestChunks(CLIENT, ['src/shared/api/generated/zod/gone/gone.zod.ts'])).toThrow(
      "prerender: src/shared/api/generated/zod/gone/gone.zod.ts is not in the client build's manifest",
    );
  });
});

describe('loadedSources', () => {
  it('names the sources of the dynamic entries a render loaded, in load order, and nothing else', () => {
    const loaded = ['server.js', 'assets/list-l.js', 'assets/http-h.js', 'assets/news.lazy-n.js'];
    expect(loadedSources(SERVER, loaded)).toEqual(['src/shared/api/http.ts', 'src/app/routes/_portal/news.lazy.tsx']);
    expect(loadedSources(SERVER, ['server.js'])).toEqual([]);
  });
});
