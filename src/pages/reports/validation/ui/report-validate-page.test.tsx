import { describe, expect, it } from 'vitest';
import { openPage, refuse, screen, submitExpecting, typeInto, valueOf } from '@/app/test';

describe('/reportValidate', () => {
  it('validates the form, then says genuine for the right pair and not for a wrong one, keeping the input', async () => {
    const [user] = await openPage('/reportValidate', '报告验证');
    await submitExpecting(user, '验证', ['请输入报告编号', '请输入验证码']);

    await typeInto(user, { 报告编号: 'BG2026110001', 验证码: 'a1b2c3' });
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('验证通过：报告真实有效')).toBeVisible();
    expect(screen.getByText('基于深度学习的古籍文字识别方法研究')).toBeVisible();
    expect(await screen.findByText('检测完成')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await user.clear(screen.getByRole('textbox', { name: /验证码/ }));
    await user.type(screen.getByRole('textbox', { name: /验证码/ }), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('验证未通过')).toBeVisible();
    expect(screen.queryByText('验证通过：报告真实有效')).not.toBeInTheDocument();
    expect(valueOf(/报告编号/)).toBe('BG2026110001');
    expect(valueOf(/验证码/)).toBe('ZZZZZZ');
  });

  it("shows the server's message when validation fails, keeping the input", async () => {
    refuse('validateReport', '验证服务维护中，请稍后再试');
    const [user] = await openPage('/reportValidate', '报告验证');
    await typeInto(user, { 报告编号: 'BG2026110002', 验证码: 'K7M2Q9' });
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('验证服务维护中，请稍后再试')).toBeVisible();
    expect(valueOf(/报告编号/)).toBe('BG2026110002');
    expect(valueOf(/验证码/)).toBe('K7M2Q9');
  });
});
