import { describe, expect, it } from 'vitest';
import { FOLLOW_CHECK_TEXT } from '@/features/follow-expert';
import { getGetScholarProfileMockHandler, getListMyFansMockHandler } from '@/shared/api/generated/endpoints/scholar/scholar.msw';
import type { FanPageResult, ScholarProfileResponse } from '@/shared/api/generated/model';
import { HttpResponse, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

/** A fan who is an expert (金慧) and is not followed back yet. */
const expertFan = {
  userId: 500_011,
  nickName: '金慧',
  avatar: null,
  institution: '某大学',
  expertId: 11,
  followTime: '2026-10-01 09:00:00',
  followedBack: false,
};
const page = (rows: unknown[], total = rows.length) => ({ code: 200, msg: '操作成功', data: { rows, total, page: 1, pageSize: 10 } });

describe('/myFans', () => {
  it('lists the followers newest first, pages and searches them in the URL', async () => {
    const [user, app] = await openPage('/myFans', '我的粉丝', 'scholar');
    expect(await screen.findByText(/^共 \d+ 位粉丝$/)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: '粉丝分页' });
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));

    // 张晓明 (13800138000) follows the scholar: an account of the data set is among the fans.
    await user.type(screen.getByRole('textbox', { name: '搜索粉丝' }), '张晓明');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '张晓明' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('共 1 位粉丝')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('follows an expert fan back', async () => {
    server.use(onApi('listMyFans', () => HttpResponse.json(page([expertFan]))));
    const user = userEvent.setup();
    await openAs('scholar', '/myFans');
    expect(await screen.findByRole('link', { name: '金慧' })).toHaveAttribute('href', '/expert/11');
    await user.click(await screen.findByRole('button', { name: '回关 金慧' }));
    expect(await screen.findByRole('button', { name: '取消关注 金慧' })).toBeEnabled();
  });

  it('still offers 回关 when the own profile is refused, says why and asks again', async () => {
    server.use(
      getListMyFansMockHandler(page([expertFan]) as FanPageResult),
      // A list where the contract says a profile: the contract check refuses it, once.
      getGetScholarProfileMockHandler({ code: 200, msg: '', data: [] } as unknown as ScholarProfileResponse, { once: true }),
    );
    const user = userEvent.setup();
    await openAs('scholar', '/myFans');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(FOLLOW_CHECK_TEXT);
    expect(notice.textContent).toContain('数据格式异常');
    expect(screen.getByRole('button', { name: '回关 金慧' })).toBeEnabled();
    await user.click(within(notice).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '回关 金慧' })).toBeEnabled();
  });

  it('keeps the notice, its button waiting, while the own profile is asked again', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));
    server.use(
      getListMyFansMockHandler(page([expertFan]) as FanPageResult),
      onApi('getScholarProfile', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ code: 500, msg: '服务器开小差了，请稍后再试' });
        await released;
        // Falls through to the data set's own answer.
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await openAs('scholar', '/myFans');
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toBe(2));
    const waiting = screen.getByRole('alert');
    expect(waiting.textContent).toContain(FOLLOW_CHECK_TEXT);
    expect(within(waiting).getByRole('button')).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  listStateCases('listMyFans', 'scholar', '/myFans', {
    empty: { text: '暂时还没有粉丝', also: () => expect(screen.queryByRole('navigation', { name: '粉丝分页' })).not.toBeInTheDocument() },
    failure: '粉丝服务繁忙',
    loaded: () => screen.findByText(/^共 \d+ 位粉丝$/),
  });
});
