import { config } from 'zod';

/*
 * zod compiles object parsers with `new Function` unless told not to, and it decides when a schema
 * is built: at the evaluation of the module that builds it. The deploy CSP has no 'unsafe-eval',
 * and even zod's caught probe is reported as a violation. Every generated schema module
 * (generated/zod, orval.config.ts `contract`) imports this module before zod, so ES module order
 * sets the mode before any schema exists, wherever the schemas are imported from (the run-time
 * contract check, a form's body rules), and a schema module can load at the same time as zod.
 */
config({ jitless: true });
