import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/shared/lib/test';
import { DictTag } from './dict-tag';
import { onApi } from '@mocks/lib/on-api';

describe('DictTag', () => {
  it('shows the label of the value, and asks the server once per type however many tags', async () => {
    let calls = 0;
    server.use(
      onApi('getDictData', () => {
        calls += 1;
        return HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: [
            { dictLabel: '检测中', dictValue: '1', listClass: 'warning' },
            { dictLabel: '已完成', dictValue: '2', listClass: 'success' },
          ],
        });
      }),
    );
    renderWithProviders(
      <>
        <DictTag type="check_status" value={1} />
        <DictTag type="check_status" value="2" />
        <DictTag type="check_status" value={2} />
      </>,
    );
    expect(await screen.findByText('检测中')).toBeVisible();
    expect(screen.getAllByText('已完成')).toHaveLength(2);
    await waitFor(() => expect(calls).toBe(1));
  });

  it('shows the raw value when the dictionary has no such entry', async () => {
    server.use(onApi('getDictData', () => HttpResponse.json({ code: 200, msg: '', data: [] })));
    renderWithProviders(<DictTag type="check_status" value={9} />);
    expect(await screen.findByText('9')).toBeVisible();
  });
});
