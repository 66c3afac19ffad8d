import { describe, expect, it } from 'vitest';
import { listStateCases, renderApp, screen, userEvent, waitFor, openPage } from '@/app/test';

describe('/expertVideos', () => {
  it('shows a grid of posters; a click plays the interview in a dialog with video controls', async () => {
    const [user, app] = await openPage('/expertVideos', '访谈视频');
    expect(await screen.findByText('共 66 个访谈视频')).toBeVisible();
    const posters = screen.getAllByRole('button', { name: /^播放：/ });
    expect(posters).toHaveLength(12);
    await user.click(posters[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/media/interviews/1.webm');
    expect(video?.hasAttribute('controls')).toBe(true);
    // As for a person: Escape once the dialog has taken the focus (Zag registers its layer a frame
    // after the dialog appears; an Escape before that frame goes nowhere).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('searches by keyword through the URL and offers the way back when nothing matches', async () => {
    const user = userEvent.setup();
    const app = renderApp('/expertVideos?page=3');
    await screen.findByText('共 66 个访谈视频');
    await user.type(screen.getByRole('textbox', { name: '搜索访谈视频' }), '没有这样的访谈zzz');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '没有这样的访谈zzz' }));
    expect(await screen.findByText('没有找到相关访谈视频')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '查看全部视频' }));
    expect(await screen.findByText('共 66 个访谈视频')).toBeVisible();
  });

  listStateCases('listExpertInterviews', '/expertVideos', {
    empty: '暂无访谈视频',
    failure: '服务繁忙',
    loaded: () => screen.findByText('共 66 个访谈视频'),
  });
});
