import { describe, expect, it } from 'vitest';
import { LEAVE_GUARD_TEXT } from '@/shared/ui/leave-guard';
import { listStateCases, renderApp, screen, userEvent, waitFor, within, openPage } from '@/app/test';

async function typeNumber(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = screen.getByRole('textbox', { name: /专利号/ });
  await user.clear(input);
  if (value) await user.type(input, value);
  return input;
}

describe('/patentEvaluation', () => {
  it('explains each rule of SPEC §5 inline as the user types; submit only when valid', async () => {
    const [user] = await openPage('/patentEvaluation', '专利评估');
    const submit = screen.getByRole('button', { name: '提交评估申请' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('list', { name: '专利号填写规则' }).textContent).toContain('1030001');

    const input = screen.getByRole('textbox', { name: /专利号/ });
    // The verdict line the input points at, read out politely as it changes.
    const live = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(live.getAttribute('aria-live')).toBe('polite');

    // Each number typed, what the verdict line then says, and whether the request may be sent.
    const verdicts: [number: string, verdict: string, sendable: boolean][] = [
      ['CN4123456A', 'CN 后的第一位数字（第 3 位）须为 1、2 或 3', false],
      ['CN2000000A', '不能在 2000000–2030000 之间', false],
      ['CN1030000A', '须不小于 1030001', false],
      ['CN1030001X', '须以 A、U、S、B、C、Y、D 之一结尾', false],
      ['CN1030001A', '✓ 专利号格式正确', true],
      ['US1234567B1', '✓ 专利号格式正确', true],
      ['US123456B1', '字母后须为 7 位及以上数字', false],
    ];
    for (const [number, verdict, sendable] of verdicts) {
      await typeNumber(user, number);
      expect(live.textContent).toContain(verdict);
      expect(submit.disabled).toBe(!sendable);
    }
  });

  it('offers to upper-case a number typed in lower case, then confirms the request', async () => {
    const user = userEvent.setup();
    renderApp('/patentEvaluation');
    await screen.findByRole('heading', { level: 1, name: '专利评估' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '专利价值评估' })).toBeVisible());
    await user.click(screen.getByRole('radio', { name: '专利稳定性分析' }));
    await typeNumber(user, 'cn1030001a');
    await user.click(screen.getByRole('button', { name: '转为大写：CN1030001A' }));
    expect((screen.getByRole('textbox', { name: /专利号/ }) as HTMLInputElement).value).toBe('CN1030001A');
    await user.click(screen.getByRole('button', { name: '提交评估申请' }));
    const received = await screen.findByText('✓ 已收到您的评估申请');
    // The form the focus was in is gone: the answer takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(received));
    const receipt = received.closest('[role="status"]');
    // The app's offline banner is a status region too: this is the receipt's own.
    expect(receipt?.textContent).toContain('CN1030001A');
    expect(receipt?.textContent).toContain('专利稳定性分析');
    await user.click(screen.getByRole('button', { name: '评估其他专利' }));
    expect((screen.getByRole('textbox', { name: /专利号/ }) as HTMLInputElement).value).toBe('');
    // The button the focus was on is gone: the empty form takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('form', { name: '专利评估申请' }));
  });

  listStateCases('getCheckConfig', '/patentEvaluation', {
    cases: 'together',
    empty: { text: '暂无可选的评估服务', answer: { code: 200, msg: 'ok', data: [] } },
    failure: { message: '服务繁忙', shows: '评估服务加载失败' },
    loaded: () => screen.findByRole('radio', { name: '专利价值评估' }),
  });

  it('asks before leaving a typed number, not for a change of its own URL; 留下 keeps the number', async () => {
    const user = userEvent.setup();
    const app = renderApp('/patentEvaluation');
    await screen.findByRole('heading', { level: 1, name: '专利评估' });
    const input = await typeNumber(user, 'CN202310001234.5');
    await app.router.navigate({ to: '/patentEvaluation', search: { from: 'home' } as never });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    void app.router.navigate({ to: '/experts' });
    const ask = await screen.findByRole('alertdialog', { name: LEAVE_GUARD_TEXT.title });
    await user.click(within(ask).getByRole('button', { name: LEAVE_GUARD_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.router.state.location.pathname).toBe('/patentEvaluation');
    expect((input as HTMLInputElement).value).toBe('CN202310001234.5');
  });
});
