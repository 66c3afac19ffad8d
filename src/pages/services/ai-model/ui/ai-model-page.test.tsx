import { describe } from 'vitest';
import { serviceLandingCase } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/AiModel', () => {
  serviceLandingCase('/AiModel', {
    heading: 'AI大模型',
    steps: { title: '使用流程', list: 'AI大模型使用流程', items: ['申请试用', '选择场景', '上传资料', '按需升级'] },
    plans: {
      title: '版本与价格',
      items: [
        { name: '免费试用', price: '免费 7 天', link: ['申请开通', '/submitApplication'] },
        { name: '个人专业版', price: '¥49 / 月', link: ['申请开通', '/submitApplication'] },
        { name: '机构版', price: '面议', link: ['咨询机构版', '/submitApplication'] },
      ],
    },
    cta: { title: '用 AI 让研究更高效', links: { 申请试用: '/submitApplication' } },
  });
});
