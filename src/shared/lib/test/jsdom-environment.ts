/**
 * The unit tests' environment: Vitest's jsdom, with Node's own `Blob`, `File` and `FormData` kept
 * on the global (what MSW's `jest-fixed-jsdom` does for Jest), through Vitest's documented custom
 * environment API.
 *
 * Why: jsdom puts its own `Blob`, `File` and `FormData` on the global, while `Request`,
 * `Response` and `fetch` stay Node's (undici). Since Node 24.6, undici looks `File` up on the
 * global when it reads a multipart body (`request.formData()` in the mock handlers) and then
 * checks each part against Node's `File`: with jsdom's on the global every upload answered 500
 * (「上传文件不能为空」) or hung. A browser has one of each; so does this environment. jsdom's DOM
 * (inputs, events, the document) is unchanged; the few of its APIs that insist on jsdom's own
 * classes (`FileReader`, `new FormData(form)`) the app does not call in tests.
 */
import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';

const NODE_GLOBALS = ['Blob', 'File', 'FormData'] as const;

const jsdom = builtinEnvironments.jsdom;

const environment: Environment = {
  name: 'jsdom-node-files',
  viteEnvironment: jsdom.viteEnvironment,
  async setup(global: Record<string, unknown>, options) {
    const kept = NODE_GLOBALS.map((key) => [key, global[key]] as const);
    const env = await jsdom.setup(global, options);
    // Defined on the global, not assigned: Vitest's global accessors write an assignment through
    // to jsdom's window, whose own code must keep its classes.
    for (const [key, value] of kept) Object.defineProperty(global, key, { value, writable: true, configurable: true });
    return env;
  },
};

export default environment;
