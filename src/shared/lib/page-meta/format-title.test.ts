import { describe, expect, it } from 'vitest';
import { formatTitle } from './format-title';

describe('formatTitle', () => {
  it('puts the brand after a hyphen', () => {
    expect(formatTitle('专家学者', '学术服务平台')).toBe('专家学者 - 学术服务平台');
  });
  it('shows the brand alone without a page name', () => {
    expect(formatTitle(undefined, '学术服务平台')).toBe('学术服务平台');
    expect(formatTitle('  ', '学术服务平台')).toBe('学术服务平台');
  });
  it('uses 学术服务平台 as the default brand', () => {
    expect(formatTitle('首页')).toBe('首页 - 学术服务平台');
  });
});
