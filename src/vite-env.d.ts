/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_BRAND?: string;
  /** The deployed site's absolute address, for og:url and absolute share images (optional). */
  readonly VITE_SITE_URL?: string;
  /** The site's share image: a path on the site or an absolute URL (optional). */
  readonly VITE_SITE_IMAGE?: string;
  /** 'true' when the bundle starts MSW in the browser (dev without proxy, demo build). */
  readonly VITE_USE_MOCKS?: string;
  readonly VITE_NEWS_APP_UA?: string;
  readonly VITE_NEWS_APP_BRIDGE?: string;
  /** Where telemetry batches go (deploy/README.md "Telemetry"); telemetry is off when unset. */
  readonly VITE_TELEMETRY_URL?: string;
  /** Share of page lives that report drift, errors and chunk failures, 0 to 1 (default 1). */
  readonly VITE_TELEMETRY_SAMPLE?: string;
  /** Share of page lives that report LCP, INP and CLS, 0 to 1 (default 0.1). */
  readonly VITE_TELEMETRY_VITALS_SAMPLE?: string;
  /** The build's id in telemetry: VITE_BUILD_ID as given to the build, else the git commit (vite.config.ts). */
  readonly VITE_BUILD_ID?: string;
  /** The year the bundle was built in (vite.config.ts): the footer's year in server-rendered markup. */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
