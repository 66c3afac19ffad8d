import { describe } from 'vitest';
import { legalPageCase } from '@/app/test';

describe('/agreement', () => {
  legalPageCase('/agreement', { title: '用户服务协议', sections: 10, other: { name: '阅读《隐私政策》', href: '/privacy' } });
});
