import { describe } from 'vitest';
import { serviceLandingCase } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/AiModel', () => {
  serviceLandingCase('/AiModel', { heading: 'AI大模型', steps: '使用流程', stepList: 'AI大模型使用流程' });
});
