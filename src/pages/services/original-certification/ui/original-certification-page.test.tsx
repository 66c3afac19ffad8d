import { describe } from 'vitest';
import { serviceLandingCase } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/originalCertification', () => {
  serviceLandingCase('/originalCertification', { heading: '原创认证', steps: '认证流程', stepList: '原创认证流程' });
});
