import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_MESSAGES } from '@/shared/api';
import { failureMessage } from './error-message';

describe('failureMessage', () => {
  it('shows the client’s message, the envelope’s msg, or the fallback', () => {
    expect(failureMessage(new ApiError({ kind: 'server', level: 'warning', message: '验证码错误', code: 500 }), '失败')).toBe('验证码错误');
    expect(failureMessage(new ApiError({ kind: 'network', level: 'error', message: ERROR_MESSAGES.network }), '失败')).toBe(
      ERROR_MESSAGES.network,
    );
    expect(failureMessage(new ApiError({ kind: 'cancelled', level: 'silent', message: 'cancelled' }), '失败')).toBe('失败');
    expect(failureMessage({ code: 200, msg: '账号已停用' }, '失败')).toBe('账号已停用');
    expect(failureMessage({ code: 200 }, '失败')).toBe('失败');
    expect(failureMessage(new Error('boom'), '失败')).toBe('失败');
  });
});
