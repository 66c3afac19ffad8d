import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { getGetDictDataMockHandler } from '@/shared/api/generated/endpoints/dict/dict.msw';
import type { DictListResult } from '@/shared/api/generated/model';
import { renderWithProviders } from '@/shared/lib/test';
import { DICT_FAILURE_TEXT, DictFailureNotice } from './dict-failure-notice';
import { DictTag } from './dict-tag';

const GOOD: DictListResult = {
  code: 200,
  msg: '操作成功',
  data: [{ dictLabel: '已完成', dictValue: '2', listClass: 'success' }],
};

describe('DictFailureNotice', () => {
  it('says once why the tags show raw codes when the dictionary answer is refused, and its retry asks again', async () => {
    let calls = 0;
    server.use(
      getGetDictDataMockHandler(() => {
        calls += 1;
        // First a list where the contract says entries: the contract check refuses it.
        return calls === 1
          ? ({
              code: 200,
              msg: '',
              data: { rows: 'x' },
            } as unknown as DictListResult)
          : GOOD;
      }),
    );
    renderWithProviders(
      <>
        <DictFailureNotice />
        <DictTag type="check_status" value="2" />
        <DictTag type="check_status" value="2" />
      </>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(DICT_FAILURE_TEXT);
    expect(notice.textContent).toContain('数据格式异常');
    expect(screen.getAllByText('2')).toHaveLength(2);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await userEvent.click(within(notice).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByText('已完成')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(DICT_FAILURE_TEXT, { exact: false })).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });

  it('stays while a failed dictionary is asked again, its button waiting, and goes when the answer is good', async () => {
    let calls = 0;
    let answer: (result: DictListResult) => void = () => undefined;
    server.use(
      getGetDictDataMockHandler(() => {
        calls += 1;
        if (calls === 1) return { code: 500, msg: '服务器开小差了，请稍后再试' } as unknown as DictListResult;
        return new Promise<DictListResult>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderWithProviders(
      <>
        <DictFailureNotice />
        <DictTag type="check_status" value="2" />
      </>,
    );
    const notice = await screen.findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: '重试' }));
    // Asked again: TanStack Query has set the query back to pending, the notice is still there.
    await waitFor(() => expect(calls).toBe(2));
    const waiting = screen.getByRole('alert');
    expect(waiting.textContent).toContain(DICT_FAILURE_TEXT);
    expect(waiting.textContent).toContain('服务器开小差了');
    expect(within(waiting).getByRole('button')).toHaveProperty('disabled', true);

    answer(GOOD);
    expect(await screen.findByText('已完成')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing while the dictionaries answer', async () => {
    server.use(getGetDictDataMockHandler(GOOD));
    renderWithProviders(
      <>
        <DictFailureNotice />
        <DictTag type="check_status" value="2" />
      </>,
    );
    expect(await screen.findByText('已完成')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
