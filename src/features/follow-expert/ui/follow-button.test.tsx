import { describe, expect, it } from 'vitest';
import { sessionCleared } from '@/entities/session';
import { HttpResponse, onApi, openAs, renderApp, screen, server, userEvent, waitFor, within } from '@/app/test';
import { SCHOLAR_EXPERT_ID } from '@mocks/api/scholar';

const scholarPage = `/expert/${SCHOLAR_EXPERT_ID}`;
/** The profile head's 粉丝 figure (the dd before its dt). */
const fansShown = () => screen.getByText('粉丝', { selector: 'dt' }).previousElementSibling?.textContent;

describe('FollowButton on /expert/{id}', () => {
  it('lets an individual user unfollow and follow again, with the fan count following', async () => {
    const user = userEvent.setup();
    await openAs('individual', scholarPage);
    expect(await screen.findByRole('heading', { level: 1, name: '李文博' })).toBeVisible();
    const before = Number(fansShown());
    // The seeded individual user follows the scholar.
    await user.click(await screen.findByRole('button', { name: '取消关注 李文博' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消关注' }));
    const follow = await screen.findByRole('button', { name: '关注 李文博' });
    await waitFor(() => expect(Number(fansShown())).toBe(before - 1));
    await user.click(follow);
    expect(await screen.findByRole('button', { name: '取消关注 李文博' })).toBeEnabled();
    await waitFor(() => expect(Number(fansShown())).toBe(before));
  });

  it('keeps the state and lets the client show why when following fails', async () => {
    server.use(onApi('followExpert', () => HttpResponse.json({ code: 500, msg: '关注太频繁，请稍后再试' })));
    const user = userEvent.setup();
    await openAs('individual', '/expert/11');
    await user.click(await screen.findByRole('button', { name: /^关注 / }));
    expect(await screen.findByText('关注太频繁，请稍后再试')).toBeVisible();
    expect(screen.getByRole('button', { name: /^关注 / })).toBeEnabled();
  });

  it('shows no button to visitors nor on a scholar’s own entry', async () => {
    const visitor = renderApp(scholarPage);
    expect(await screen.findByRole('heading', { level: 1, name: '李文博' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /关注/ })).not.toBeInTheDocument();
    visitor.unwire();
    sessionCleared();

    const app = await openAs('scholar', '/expert/11');
    expect(await screen.findByRole('button', { name: /^(关注|取消关注) / })).toBeEnabled();
    await app.router.navigate({
      to: '/expert/{-$id}',
      params: { id: String(SCHOLAR_EXPERT_ID) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '李文博' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: /关注/ })).not.toBeInTheDocument());
  });
});
