import { describe, expect, it } from 'vitest';
import { SEEDED_IDS } from '@mocks/api/auth/tables';
import { logoutFx } from '@/entities/session';
import { db, listStateCases, openAs, screen, signInAs, waitFor, within } from '@/app/test';

const yuan = (value: number) => `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('/agentHome', () => {
  it('shows a main account its amount, expiry, sub-accounts, checks and latest activity', async () => {
    await openAs('agentMain', '/agentHome');
    const main = db.accounts.find((account) => account.id === SEEDED_IDS.agentMain)!;
    const figures = await screen.findByLabelText('机构概况');
    expect(within(figures).getByText(yuan(main.leftAmount))).toBeVisible();
    expect(within(figures).getByText(main.expireDate!)).toBeVisible();
    const children = db.accounts.filter((account) => account.parentId === main.id).length;
    expect(within(figures).getByText(`${children} 个`)).toBeVisible();
    expect(within(figures).getByRole('link', { name: '管理子账号' }).getAttribute('href')).toBe('/subAccount');
    const activity = screen.getByRole('list', { name: '最近动态' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/欢迎回来，江城大学图书馆（主账号）/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('shows a sub account its own figures without the sub-account count', async () => {
    await openAs('agentSub', '/agentHome');
    const figures = await screen.findByLabelText('机构概况');
    expect(within(figures).getByText('剩余额度')).toBeVisible();
    expect(within(figures).queryByText('子账号')).not.toBeInTheDocument();
    expect(screen.getByText(/（子账号）/)).toBeVisible();
  });

  it('shows the next account its own figures after a logout and a login in the same tab', async () => {
    const app = await openAs('agentMain', '/agentHome');
    expect(await screen.findByText(/欢迎回来，江城大学图书馆（主账号）/)).toBeVisible();
    await logoutFx();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agentLogin'));
    // The next account logs in on the login page, once it is shown: until the page's chunk has
    // loaded, the last page (and its answer) is still on screen.
    await screen.findByRole('heading', { name: '机构登录' });
    await signInAs('agentSub');
    await app.router.navigate({ to: '/agentHome' });
    expect(await screen.findByText(/欢迎回来，江城大学文学院（子账号）/)).toBeVisible();
    expect(screen.queryByText('管理子账号')).not.toBeInTheDocument();
  });

  listStateCases('getAgentSummary', 'agentMain', '/agentHome', {
    cases: 'together',
    empty: {
      text: '暂无动态',
      answer: {
        code: 200,
        msg: '操作成功',
        data: {
          nickName: '新机构',
          mainAccount: 'Y',
          leftAmount: 0,
          expireDate: null,
          childCount: 0,
          todayCount: 0,
          todayAmount: 0,
          monthCount: 0,
          monthAmount: 0,
          totalCount: 0,
          recentActivities: [],
        },
      },
      also: () => {
        expect(screen.getByText('长期有效')).toBeVisible();
        expect(screen.getByText('额度已用完，请联系平台充值')).toBeVisible();
      },
    },
    failure: '概况服务繁忙',
    loaded: () => screen.findByRole('list', { name: '最近动态' }),
  });
});
