/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_BRAND?: string;
  /** 'true' when the bundle starts MSW in the browser (dev without proxy, demo build). */
  readonly VITE_USE_MOCKS?: string;
  /** What the build renders with: 'preact' (preact/compat; production and demo builds) or 'react' (dev, tests, PREACT=0). */
  readonly VITE_RENDERER?: 'preact' | 'react';
  readonly VITE_NEWS_APP_UA?: string;
  readonly VITE_NEWS_APP_BRIDGE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
