import { describe } from 'vitest';
import { legalPageCase } from '@/app/test';

describe('/privacy', () => {
  legalPageCase('/privacy', {
    title: '隐私政策',
    updated: '2026年10月15日',
    effective: '2026年11月1日',
    sections: [
      '一、我们如何收集和使用您的个人信息',
      '二、我们如何使用 Cookie 和同类技术',
      '三、我们如何委托处理、共享、转让和公开披露个人信息',
      '四、我们如何存储和保护您的个人信息',
      '五、您的权利',
      '六、未成年人保护',
      '七、本政策的更新',
      '八、如何联系我们',
    ],
    other: { name: '阅读《用户服务协议》', href: '/agreement' },
  });
});
