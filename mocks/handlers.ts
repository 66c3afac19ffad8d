import type { RequestHandler } from 'msw';
import { getAgentMock } from '@/shared/api/generated/endpoints/agent/agent.msw';
import { getAuthMock } from '@/shared/api/generated/endpoints/auth/auth.msw';
import { getCheckMock } from '@/shared/api/generated/endpoints/check/check.msw';
import { getDictMock } from '@/shared/api/generated/endpoints/dict/dict.msw';
import { getFileMock } from '@/shared/api/generated/endpoints/file/file.msw';
import { getMenuMock } from '@/shared/api/generated/endpoints/menu/menu.msw';
import { getWechatMock } from '@/shared/api/generated/endpoints/wechat/wechat.msw';
import { resetDatabase } from './db/database';
import { resetScenario, scenarioHandler } from './scenarios';
import { agentHandlers } from './stateful/agent-handlers';
import { authHandlers } from './stateful/auth-handlers';
import { configHandlers } from './stateful/config-handlers';
import { fileHandlers } from './stateful/file-handlers';

/** The stateful zh-CN data set: log-ins, sessions, uploads, configuration. */
export const statefulHandlers: RequestHandler[] = [...authHandlers, ...agentHandlers, ...configHandlers, ...fileHandlers];

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
];

/**
 * First match wins in msw: the scenario switch (falls through when normal), then the stateful
 * data set, then the generated baseline.
 */
export const handlers: RequestHandler[] = [scenarioHandler, ...statefulHandlers, ...generatedHandlers];

/** Back to the seeded data set and the normal scenario (after each test; the panel's reset). */
export function resetMockState(): void {
  resetDatabase();
  resetScenario();
}
