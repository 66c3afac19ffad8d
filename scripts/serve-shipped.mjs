#!/usr/bin/env node
/**
 * Serves what ships: `dist/` behind real nginx with deploy/nginx.conf, `/api` proxied to the
 * contract's mocks over HTTP (scripts/lib/shipped-harness.mjs). The browser suites start it
 * (playwright.config.ts); by hand: `npm run build && npm run serve:shipped`, then open the URL it
 * prints. Scenarios: cookies `mock-scenario` / `mock-session`, or GET /api/__mock/scenario/<name>.
 *
 * Usage: node scripts/serve-shipped.mjs [--port 4280] [--dist dist] [--rate-scale 100]
 */
import { parseArgs } from 'node:util';
import { startShipped } from './lib/shipped-harness.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SHIPPED_PORT ?? '4280' },
    dist: { type: 'string', default: process.env.SHIPPED_DIST ?? 'dist' },
    'rate-scale': { type: 'string', default: '100' },
  },
});

try {
  const shipped = await startShipped({ port: Number(values.port), dist: values.dist, rateScale: Number(values['rate-scale']) });
  console.log(`serve-shipped: ${values.dist}/ behind nginx (deploy/nginx.conf) on ${shipped.url}; /api -> mocks on ${shipped.mockUrl}`);
  const stop = async () => {
    await shipped.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
} catch (error) {
  console.error(`serve-shipped: ${error.message}`);
  process.exit(1);
}
