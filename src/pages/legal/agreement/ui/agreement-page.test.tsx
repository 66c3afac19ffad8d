import { describe } from 'vitest';
import { legalPageCase } from '@/app/test';

describe('/agreement', () => {
  legalPageCase('/agreement', {
    title: '用户服务协议',
    updated: '2026年10月15日',
    effective: '2026年11月1日',
    sections: [
      '一、协议的范围与接受',
      '二、账号注册与使用',
      '三、平台服务内容',
      '四、用户行为规范',
      '五、知识产权',
      '六、检测服务与检测报告',
      '七、付费服务、优惠券与退款',
      '八、个人信息保护',
      '九、免责与责任限制',
      '十、协议的变更与终止',
      '十一、法律适用与争议解决',
      '十二、联系我们',
    ],
    other: { name: '阅读《隐私政策》', href: '/privacy' },
  });
});
