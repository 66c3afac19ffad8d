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
    await waitFor(() => expect(screen.queryByText(DICT_FAILURE_TEXT, { exact: false })).toBeNull());
    expect(calls).toBe(2);
  });

  it('shows nothing while the dictionaries answer', async () => {
    server.use(getGetDictDataMockHandler(GOOD));
    renderWithProviders(
      <>
        <DictFailureNotice />
        <DictTag type="check_status" value="2" />
      </>,
    );
    expect(await screen.findByText('已完成')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
