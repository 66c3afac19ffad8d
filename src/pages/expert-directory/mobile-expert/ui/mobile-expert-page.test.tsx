import { describe, expect, it } from 'vitest';
import { listStateCases, renderApp, screen, waitFor, within, openPage, atPhoneWidth, db, itemHeadCases, cardLine } from '@/app/test';

atPhoneWidth();

describe('/mobile/expert/{id}', () => {
  it('shows the phone profile with 简介, 成果 and 访谈 tabs', async () => {
    const [user, app] = await openPage('/mobile/expert/11', '金慧');
    expect(screen.getByRole('heading', { level: 2, name: '个人简介' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /成果/ }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'works' }));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(5));
    expect(screen.getByText('已经到底了')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /访谈/ }));
    const play = await screen.findAllByRole('button', { name: /^播放：/ });
    await user.click(play[0] as HTMLElement);
    expect((await screen.findByRole('dialog')).querySelector('video')).toHaveAttribute('controls');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  listStateCases('listExpertWorks', '/mobile/expert/11?tab=works', {
    empty: '暂无学术成果',
  });

  it('says so for an unknown expert', async () => {
    renderApp('/mobile/expert/99999');
    expect(await screen.findByText('专家不存在或已下线')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '专家详情' })).toBeVisible();
  });

  listStateCases('getExpert', '/mobile/expert/11', {
    failure: '服务繁忙',
    loaded: () => screen.findByRole('heading', { level: 1, name: '金慧' }),
  });

  const expert = db.experts.find((e) => e.id === 11)!;
  itemHeadCases({
    operation: 'getExpert',
    path: '/mobile/expert/11',
    generic: '专家详情',
    item: { name: expert.name, description: cardLine(expert.summary), image: '/api/common/imageView/expert-11.svg' },
    loaded: () => screen.findByRole('heading', { level: 1, name: expert.name }),
  });
});
