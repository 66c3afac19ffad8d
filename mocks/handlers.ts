import type { RequestHandler } from 'msw';
import { getAgentMock } from '@/shared/api/generated/endpoints/agent/agent.msw';
import { getApplicationMock } from '@/shared/api/generated/endpoints/application/application.msw';
import { getArticleMock } from '@/shared/api/generated/endpoints/article/article.msw';
import { getAuthMock } from '@/shared/api/generated/endpoints/auth/auth.msw';
import { getCenterMock } from '@/shared/api/generated/endpoints/center/center.msw';
import { getCheckMock } from '@/shared/api/generated/endpoints/check/check.msw';
import { getDictMock } from '@/shared/api/generated/endpoints/dict/dict.msw';
import { getEmpowerMock } from '@/shared/api/generated/endpoints/empower/empower.msw';
import { getExpertMock } from '@/shared/api/generated/endpoints/expert/expert.msw';
import { getFileMock } from '@/shared/api/generated/endpoints/file/file.msw';
import { getInstitutionMock } from '@/shared/api/generated/endpoints/institution/institution.msw';
import { getMenuMock } from '@/shared/api/generated/endpoints/menu/menu.msw';
import { getPeriodicalMock } from '@/shared/api/generated/endpoints/periodical/periodical.msw';
import { getReportMock } from '@/shared/api/generated/endpoints/report/report.msw';
import { getResourceMock } from '@/shared/api/generated/endpoints/resource/resource.msw';
import { getScholarMock } from '@/shared/api/generated/endpoints/scholar/scholar.msw';
import { getTelemetryMock } from '@/shared/api/generated/endpoints/telemetry/telemetry.msw';
import { getWechatMock } from '@/shared/api/generated/endpoints/wechat/wechat.msw';
import { getWorkMock } from '@/shared/api/generated/endpoints/work/work.msw';
import { handlers as agent } from './api/agent/handlers';
import { handlers as application } from './api/application/handlers';
import { handlers as article } from './api/article/handlers';
import { handlers as auth } from './api/auth/handlers';
import { handlers as center } from './api/center/handlers';
import { handlers as check } from './api/check/handlers';
import { handlers as dict } from './api/dict/handlers';
import { handlers as empower } from './api/empower/handlers';
import { handlers as expert } from './api/expert/handlers';
import { handlers as file } from './api/file/handlers';
import { handlers as institution } from './api/institution/handlers';
import { handlers as menu } from './api/menu/handlers';
import { handlers as periodical } from './api/periodical/handlers';
import { handlers as report } from './api/report/handlers';
import { handlers as resource } from './api/resource/handlers';
import { handlers as scholar } from './api/scholar/handlers';
import { clearTelemetryBatches } from './api/telemetry';
import { telemetryHandler } from './api/telemetry/handlers';
import { handlers as wechat } from './api/wechat/handlers';
import { handlers as work } from './api/work/handlers';
import { resetDatabase } from './db/database';
import { createDriftHandler } from './drift';
import { createHarHandler, restartHarReplay } from './har/handler';
import { offlineHandler, setSimulatedOffline } from './offline';
import { createRuoyiHandler } from './ruoyi';
import { getScenario, operationIdOf, resetScenario, scenarioHandler, subscribeScenario } from './scenarios';
import { createSparseHandler } from './sparse';

/**
 * The stateful zh-CN data set, one list per contract tag (mocks/api/<tag>/handlers.ts), in the
 * contract's order of tags: log-ins, configuration, uploads, the portal's content, the user
 * center, the institution center and scholar services. Telemetry's handler stands apart, before
 * the scenarios (below).
 */
export const statefulHandlers: RequestHandler[] = [
  ...auth,
  ...agent,
  ...dict,
  ...file,
  ...wechat,
  ...menu,
  ...check,
  ...expert,
  ...article,
  ...periodical,
  ...work,
  ...empower,
  ...resource,
  ...report,
  ...application,
  ...center,
  ...institution,
  ...scholar,
];

/**
 * Orval's handlers, one per contract operation: the contract-complete baseline. They answer
 * whatever the stateful layer passes on, so a new operation works the moment it is generated.
 */
export const generatedHandlers: RequestHandler[] = [
  ...getAuthMock(),
  ...getAgentMock(),
  ...getDictMock(),
  ...getFileMock(),
  ...getWechatMock(),
  ...getMenuMock(),
  ...getCheckMock(),
  ...getExpertMock(),
  ...getArticleMock(),
  ...getPeriodicalMock(),
  ...getWorkMock(),
  ...getEmpowerMock(),
  ...getResourceMock(),
  ...getReportMock(),
  ...getApplicationMock(),
  ...getCenterMock(),
  ...getInstitutionMock(),
  ...getScholarMock(),
  ...getTelemetryMock(),
];

/**
 * First match wins in msw: the scenario switch (falls through when normal), then the stateful
 * data set, then the generated baseline.
 */
const answeringHandlers: RequestHandler[] = [...statefulHandlers, ...generatedHandlers];
const driftHandler = createDriftHandler(
  () => getScenario() === 'drift',
  operationIdOf,
  () => answeringHandlers,
);
const ruoyiHandler = createRuoyiHandler(
  () => getScenario() === 'ruoyi',
  operationIdOf,
  () => answeringHandlers,
);
const sparseHandler = createSparseHandler(
  () => getScenario() === 'sparse',
  operationIdOf,
  () => answeringHandlers,
);
// Choosing a HAR scenario (again) replays it from its first recorded answer.
subscribeScenario(restartHarReplay);
// Telemetry comes before the scenarios: a scenario that fails every call must not hide the beacons.
export const handlers: RequestHandler[] = [
  offlineHandler,
  telemetryHandler,
  scenarioHandler,
  createHarHandler(getScenario),
  driftHandler,
  ruoyiHandler,
  sparseHandler,
  ...answeringHandlers,
];

/** Back to the seeded data set and the normal scenario (after each test; the panel's reset). */
export function resetMockState(): void {
  resetDatabase();
  resetScenario();
  setSimulatedOffline(false);
  clearTelemetryBatches();
}
