#!/usr/bin/env node
/**
 * The contract's mocks as a backend of their own (mocks/http.ts over node:http), for QA: point any
 * build's `/api` at it (a local nginx, a staging deploy's proxy, `API_PROXY_TARGET` of the dev
 * server) and every page works on the stateful zh-CN data set without the real backend.
 * Scenarios per browser: GET /api/__mock/scenario/<name> (sets the `mock-scenario` cookie).
 *
 * Usage: npm run mock-server [-- --port 4480 --host 127.0.0.1]
 */
import { parseArgs } from 'node:util';
import { startMockBackend } from './lib/mock-backend.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4480' },
    host: { type: 'string', default: process.env.MOCK_SERVER_HOST ?? '127.0.0.1' },
  },
});

const backend = await startMockBackend({ port: Number(values.port), host: values.host });
console.log(`mock-server: the contract's mocks on ${backend.url} (paths as the API: /api/...)`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => backend.close().then(() => process.exit(0)));
