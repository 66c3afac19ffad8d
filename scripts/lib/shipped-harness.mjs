/**
 * What ships, on this machine: the production `dist/` served by real nginx from deploy/nginx.conf
 * (Debian's nginx), its `/api` proxied to the contract's mocks over HTTP (mock-backend.mjs). The
 * browser suites walk this, so they meet the CSP, Trusted Types, the caching, the prerendered
 * pages, the limits and the proxy as users do.
 *
 * The config is deploy/nginx.conf with only what a machine must change: listen address and port,
 * root, the upstream (one server: the mock backend), pid, log and temp paths, and, so that a test
 * suite logging in a hundred times from one address is not refused, the rates of the limits
 * multiplied by `rateScale` (their zones, bursts and answers stay; scripts/nginx-check.sh proves the
 * real rates on the unchanged numbers).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockBackend } from './mock-backend.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The nginx binary: NGINX, else on PATH, else Debian's. */
export function findNginx() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * deploy/nginx.conf made runnable here. Throws when a line it must change is not found, so a
 * reshaped deploy config fails loudly instead of being tested half-changed.
 * @param {string} conf deploy/nginx.conf text
 * @param {{ port: number, root: string, upstream: string, prefix: string, modulesPath: string, user?: string, rateScale?: number, serverName?: string }} o
 */
export function renderNginxConf(conf, o) {
  const found = new Set();
  let servers = 0;
  const lines = conf.split('\n').map((line) => {
    if (/^load_module modules\//.test(line)) return (found.add('module'), line.replace('modules/', `${o.modulesPath}/`));
    if (/^user www-data;$/.test(line)) return (found.add('user'), o.user ? `user ${o.user};` : '');
    if (/^worker_processes /.test(line)) return 'worker_processes 2;';
    if (/^pid \/run\/nginx\.pid;$/.test(line)) return (found.add('pid'), `pid ${o.prefix}/nginx.pid;`);
    if (/^http \{$/.test(line)) {
      found.add('http');
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${o.prefix}/temp/${k};`);
      return `${line}\n  ${temp.join(' ')}`;
    }
    if (/^ *server 10\.0\.0\.\d+:8080/.test(line)) {
      servers += 1;
      found.add('upstream');
      return servers === 1 ? line.replace(/10\.0\.0\.\d+:8080/, o.upstream) : '';
    }
    if (/^ *listen 80;/.test(line)) return (found.add('listen'), line.replace('listen 80;', `listen 127.0.0.1:${o.port};`));
    if (/^ *listen 80 default_server;/.test(line)) return line.replace('listen 80 ', `listen 127.0.0.1:${o.port} `);
    if (/^ *root \/srv\/portal\/dist;/.test(line)) return (found.add('root'), line.replace('/srv/portal/dist', o.root));
    if (/^ *server_name portal\.example\.cn;/.test(line) && o.serverName) return line.replace('portal.example.cn', o.serverName);
    if (/limit_req_zone .* rate=\d+r\/m;/.test(line) && o.rateScale && o.rateScale !== 1) {
      found.add('rate');
      return line.replace(/rate=(\d+)r\/m;/, (_, n) => `rate=${Number(n) * o.rateScale}r/m;`);
    }
    return line.replaceAll('/var/log/nginx/', `${o.prefix}/logs/`);
  });
  for (const key of ['module', 'pid', 'http', 'upstream', 'listen', 'root', ...(o.rateScale && o.rateScale !== 1 ? ['rate'] : [])]) {
    if (!found.has(key))
      throw new Error(`deploy/nginx.conf has changed shape: no line for '${key}' (update scripts/lib/shipped-harness.mjs)`);
  }
  const text = lines.join('\n');
  if (/10\.0\.0\.|\/var\/log\/nginx|\/srv\/portal|listen 80[ ;]/.test(text))
    throw new Error('the rendered config still names production addresses');
  return text;
}

async function waitFor(url, ms, alive) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive()) return false;
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Starts the mock backend and nginx in front of `dist`.
 * @param {{ dist?: string, port?: number, mockPort?: number, rateScale?: number }} [options]
 * @returns {Promise<{ url: string, mockUrl: string, close: () => Promise<void> }>}
 */
export async function startShipped({ dist = 'dist', port = 4280, mockPort = 0, rateScale = 100 } = {}) {
  const root = resolve(ROOT, dist);
  if (!existsSync(join(root, 'shell.html'))) throw new Error(`no production build in ${root} (npm run build first)`);
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx-light libnginx-mod-http-brotli-static)');
  const backend = await startMockBackend({ port: mockPort });
  const prefix = mkdtempSync(join(tmpdir(), 'shipped-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'temp'));
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const modulesPath = /--modules-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/usr/lib/nginx/modules';
  const conf = renderNginxConf(readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8'), {
    port,
    root,
    upstream: `127.0.0.1:${backend.port}`,
    prefix,
    modulesPath,
    user: process.getuid?.() === 0 ? 'root' : undefined,
    rateScale,
    // Any Host reaches the portal's server here (the browser says 127.0.0.1:port); the default
    // server's 444 for other hosts is nginx-check.sh's to prove.
    serverName: '127.0.0.1 localhost',
  });
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  const args = ['-p', `${prefix}/`, '-e', join(prefix, 'logs/error.log'), '-c', confPath];
  try {
    execFileSync(nginx, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    await backend.close();
    throw new Error(`nginx -t failed on the rendered deploy/nginx.conf:\n${error.stderr}`, { cause: error });
  }
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  let running = true;
  child.on('exit', () => (running = false));
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitFor(`${url}/healthz`, 10_000, () => running))) {
    child.kill('SIGKILL');
    await backend.close();
    let log = '';
    try {
      log = readFileSync(join(prefix, 'logs/error.log'), 'utf8').split('\n').slice(-5).join('\n');
    } catch {
      /* no log */
    }
    throw new Error(`nginx did not start on ${url}\n${log}`);
  }
  return {
    url,
    mockUrl: backend.url,
    close: async () => {
      if (running) {
        child.kill('SIGQUIT');
        await new Promise((ok) => {
          const t = setTimeout(() => (child.kill('SIGKILL'), ok()), 5000);
          child.once('exit', () => (clearTimeout(t), ok()));
        });
      }
      await backend.close();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
