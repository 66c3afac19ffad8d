import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { HttpResponse, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

describe('/userIndex', () => {
  it('shows the profile, the authentication status, the amounts, the services and the newest records', async () => {
    await openPage('/userIndex', '个人中心', 'individual');
    expect(await screen.findByRole('heading', { level: 2, name: '张晓明' })).toBeVisible();
    expect(screen.getByText(/手机号 138\*\*\*\*8000/)).toBeVisible();
    expect(await screen.findByText('未认证')).toBeVisible();
    expect(screen.getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/authentication');
    expect(screen.getByText('¥128.50')).toBeVisible();
    expect(screen.getByText('4')).toBeVisible();
    const services = screen.getByRole('region', { name: '我的服务' });
    expect(within(services).getByRole('link', { name: '专利检测' }).getAttribute('href')).toBe('/patentCheck');
    const rows = within(screen.getByRole('table', { name: '最近记录' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(5);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('asks for the summary, the records and the service names at the same time', async () => {
    const wanted = ['getCenterSummary', 'listMyRecords', 'getDictData service_type'] as const;
    const arrived = new Set<string>();
    let release: () => void = () => undefined;
    const allThere = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Each of the three is held until all three have been sent: one sent after another would wait forever.
    const hold = (call: (typeof wanted)[number]) => {
      const [operationId, dictType] = call.split(' ') as [OperationId, string | undefined];
      return onApi(operationId, async ({ params }) => {
        if (dictType && params.type !== dictType) return undefined;
        arrived.add(call);
        if (arrived.size === wanted.length) release();
        await allThere;
        // Nothing returned: the stateful handler answers.
        return undefined;
      });
    };
    server.use(...wanted.map(hold));
    await openAs('individual', '/userIndex');
    await waitFor(() => expect([...arrived].sort()).toEqual([...wanted].sort()));
    expect(await screen.findByRole('table', { name: '最近记录' })).toBeVisible();
  });

  it('says so when there are no records yet', async () => {
    server.use(
      onApi('listMyRecords', () => HttpResponse.json({ code: 200, msg: 'ok', data: { rows: [], total: 0, page: 1, pageSize: 5 } })),
    );
    await openAs('individual', '/userIndex');
    expect(await screen.findByText('暂无服务记录')).toBeVisible();
    expect(screen.getByRole('link', { name: '去检测论文' }).getAttribute('href')).toBe('/check');
  });

  it('shows one error with a retry when a part fails, and the page after the retry', async () => {
    let failing = true;
    server.use(onApi('getCenterSummary', () => (failing ? HttpResponse.json({ code: 500, msg: '服务器开小差了' }) : undefined)));
    await openAs('individual', '/userIndex');
    expect(await screen.findByText('个人中心加载失败')).toBeVisible();
    expect(screen.getByText('服务器开小差了')).toBeVisible();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '张晓明' })).toBeVisible();
  });
});
