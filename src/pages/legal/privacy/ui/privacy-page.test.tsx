import { describe } from 'vitest';
import { legalPageCase } from '@/app/test';

describe('/privacy', () => {
  legalPageCase('/privacy', { title: '隐私政策', sections: 8, other: { name: '阅读《用户服务协议》', href: '/agreement' } });
});
