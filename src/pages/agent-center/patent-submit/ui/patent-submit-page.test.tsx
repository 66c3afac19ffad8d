import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, fileInput, openForm, pasteInto, refuse, screen, valueOf, openPage } from '@/app/test';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('/patentSubmit', () => {
  it('checks the patent number by SPEC §5 before sending, then shows the new evaluation record', async () => {
    const [user] = await openPage('/patentSubmit', '专利评估提交', 'agentMain');
    await user.click(await screen.findByRole('radio', { name: '专利查新检索' }));
    // An evaluation has no document to upload.
    expect(fileInput()).toBeNull();

    await user.click(screen.getByRole('button', { name: '提交专利评估' }));
    expect(screen.getByText('请输入专利号')).toBeVisible();
    expect(screen.getByText('请填写专利名称')).toBeVisible();
    expect(screen.getByText('请填写专利权人')).toBeVisible();
    expect(document.activeElement).toBe(field(/^专利号/));

    await pasteInto(user, field(/^专利号/), 'cn4123456a');
    expect(field(/^专利号/).value).toBe('CN4123456A');
    await pasteInto(user, field(/^专利名称/), '一种柔性电池极片及其制备方法');
    await pasteInto(user, field(/^专利权人/), '江城大学');
    await pasteInto(user, field(/^联系电话/), '1380013');
    await user.click(screen.getByRole('button', { name: '提交专利评估' }));
    expect(screen.getByText('中国专利号 CN 后的第一位数字（第 3 位）须为 1、2 或 3')).toBeVisible();
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeVisible();

    await user.clear(field(/^专利号/));
    await pasteInto(user, field(/^专利号/), 'CN112345678A');
    await pasteInto(user, field(/^联系电话/), '8000');
    await user.click(screen.getByRole('button', { name: '提交专利评估' }));
    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    expect(screen.getByText(/^PG\d+$/)).toBeVisible();
    expect(screen.getByText(/扣除 ¥800.00/)).toBeVisible();
    expect(await screen.findByText('待评估')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看专利评估记录' }).getAttribute('href')).toBe('/patentRecord');
  });

  it('keeps the input and shows the server’s reason when it refuses', async () => {
    refuse('submitAgentPatent', '剩余额度不足：本次需 1999 元，当前剩余 100 元');
    const [user] = await openForm('agentMain', '/patentSubmit', () => screen.findByRole('radio', { name: '专利价值评估' }));
    await pasteInto(user, field(/^专利号/), 'US1234567B2');
    await pasteInto(user, field(/^专利名称/), '电池');
    await pasteInto(user, field(/^专利权人/), '江城大学');
    await user.click(screen.getByRole('button', { name: '提交专利评估' }));
    expect(await screen.findByText('剩余额度不足：本次需 1999 元，当前剩余 100 元')).toBeVisible();
    expect(valueOf(/^专利号/)).toBe('US1234567B2');
    expect(valueOf(/^专利名称/)).toBe('电池');
  });

  checkTypeStateCases('getAgentCheckConfigType', 'agentMain', '/patentSubmit', '专利价值评估');
});
