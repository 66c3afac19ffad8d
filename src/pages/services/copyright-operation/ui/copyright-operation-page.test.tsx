import { describe } from 'vitest';
import { serviceLandingCase } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/copyrightOperation', () => {
  serviceLandingCase('/copyrightOperation', {
    heading: '版权运营',
    steps: { title: '合作流程', list: '版权运营合作流程', items: ['提交需求', '评估与方案', '签约', '登记与运营', '收益结算'] },
    plans: {
      title: '收费方式',
      items: [
        { name: '版权登记代理', price: '¥800 起 / 件', link: ['提交需求', '/submitApplication'] },
        { name: '授权运营', price: '按收益分成', link: ['提交需求', '/submitApplication'] },
        { name: '维权服务', price: '面议', link: ['提交需求', '/submitApplication'] },
      ],
    },
    cta: { title: '让作品的价值被看见', links: { 申请合作: '/submitApplication', 了解签约流程: '/signingProcess' } },
  });
});
