/**
 * The mocks' public surface for the app. Import it only behind `VITE_USE_MOCKS` (dynamically), so
 * that msw and faker never reach the production bundle. Tests use `@mocks/node` instead.
 */
export { startMockWorker } from './browser';
export { MockPanel } from './ui/mock-panel';
export { installFakeNewsAppBridge } from './ui/fake-bridge';
export { getScenario, scenarios, setScenario } from './scenarios';
export type { Scenario, ScenarioName } from './scenarios';
export { demoCredentials } from './api/auth';
