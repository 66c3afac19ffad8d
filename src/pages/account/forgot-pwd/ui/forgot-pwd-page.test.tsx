import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPageAlone } from '@/app/test/page-alone';
import { ForgotPwdPage } from './forgot-pwd-page';

describe('ForgotPwdPage', () => {
  it('resets the password and leads to the agent login', async () => {
    const router = renderPageAlone({ path: '/forgotPwd', component: ForgotPwdPage }, '/forgotPwd', { '/agentLogin': '机构登录页面' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeVisible();
    await user.type(screen.getByLabelText('手机号'), '13600136001');
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.type(screen.getByLabelText('新密码'), 'NewPass123');
    await user.type(screen.getByLabelText('确认新密码'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请使用新密码登录。')).toBeVisible();
    await user.click(screen.getByRole('link', { name: '去登录' }));
    expect(await screen.findByText('机构登录页面')).toBeVisible();
    expect(router.state.location.pathname).toBe('/agentLogin');
  });
});
