import { describe } from 'vitest';
import { serviceLandingCase } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/originalCertification', () => {
  serviceLandingCase('/originalCertification', {
    heading: '原创认证',
    steps: { title: '认证流程', list: '原创认证流程', items: ['登录并上传作品', '填写作品信息', '支付并存证', '领取证书'] },
    plans: {
      title: '服务价格',
      items: [
        { name: '单篇认证', price: '¥29 / 篇', link: ['立即认证', '/originalCenter'] },
        { name: '年度套餐', price: '¥299 / 年', link: ['立即认证', '/originalCenter'] },
        { name: '机构版', price: '面议', link: ['咨询机构版', '/submitApplication'] },
      ],
    },
    cta: { title: '开始为作品存证', links: { 立即认证: '/originalCenter' } },
  });
});
