import { describe } from 'vitest';
import { serviceLandingCase } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/copyrightOperation', () => {
  serviceLandingCase('/copyrightOperation', { heading: '版权运营', steps: '合作流程', stepList: '版权运营合作流程' });
});
