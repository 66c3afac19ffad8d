import { describe, expect, it } from 'vitest';
import { atPhoneWidth, HttpResponse, listStateCases, onApi, openPage, screen, server, waitFor, within } from '@/app/test';

// A phone: the guard keeps /mobile pages on small screens only.
atPhoneWidth();

const rows = () => screen.getAllByRole('article');

describe('/mobile/experts', () => {
  it('lists ten experts, loads ten more on 加载更多, and links each to its phone profile', async () => {
    const [user, app] = await openPage('/mobile/experts', '专家学者');
    expect(await screen.findByText('共 60 位专家')).toBeVisible();
    expect(rows()).toHaveLength(10);
    expect(
      within(rows()[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^\/mobile\/expert\/\d+$/);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(app.router.state.location.pathname).toBe('/mobile/experts');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('filters by a discipline chip kept in the URL', async () => {
    const [user, app] = await openPage('/mobile/experts', '专家学者');
    await screen.findByText('共 60 位专家');
    const chips = within(screen.getByRole('group', { name: '按学科筛选' }));
    const chip = await chips.findByRole('button', { name: '教育学' });
    await user.click(chip);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ discipline: '教育学' }));
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByText('共 60 位专家')).not.toBeInTheDocument());
    expect(screen.getByText(/共 \d+ 位专家/)).toBeVisible();
  });

  it('reaches the end of the list', async () => {
    server.use(
      onApi('listExperts', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const row = (id: number) => ({
          id,
          name: `专家${id}`,
          avatar: null,
          title: '教授',
          discipline: '教育学',
          field: '课程论',
          institution: '某大学',
          summary: '',
          researchInterests: [],
          worksCount: 0,
          interviewCount: 0,
          fansCount: 0,
        });
        const data = page === 1 ? Array.from({ length: 10 }, (_, i) => row(i + 1)) : [row(11), row(12)];
        return HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: data, total: 12, page, pageSize: 10 } });
      }),
    );
    const [user] = await openPage('/mobile/experts', '专家学者');
    await screen.findByText('共 12 位专家');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已经到底了')).toBeVisible();
    expect(rows()).toHaveLength(12);
  });

  listStateCases('listExperts', '/mobile/experts', {
    empty: '暂无专家',
    failure: '服务繁忙',
    loaded: () => screen.findByText('共 60 位专家'),
  });
});
