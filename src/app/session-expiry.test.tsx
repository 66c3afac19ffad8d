// The session tells the truth. The token's cookie runs out (or is removed) while the tab
// is open: the user gets the SPEC §8 expiry prompt, by the lifetime's timer or at the next request
// at the latest, and a request that needs the login is not sent without its token.
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_TOKEN } from '@/shared/config';
import { removeCookie } from '@/shared/lib/cookies';
import { ERROR_MESSAGES } from '@/shared/api';
import { openAs, screen, server, userEvent, waitFor, within } from './test';

const prompt = () => screen.findByRole('alertdialog', { name: '系统提示' }, { timeout: 4000 });

async function dismiss() {
  const dialog = await prompt();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '系统提示' })).not.toBeInTheDocument());
}

afterEach(() => server.events.removeAllListeners());

describe('a token cookie that expires while the tab is open', () => {
  it('brings the expiry prompt at the next request, and that request does not leave without its token', async () => {
    const app = await openAs('individual', '/userIndex');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) =>
      sent.push(`${new URL(request.url).pathname} ${request.headers.get('authorization') ?? '-'}`),
    );

    removeCookie(COOKIE_TOKEN);
    await app.router.navigate({ to: '/checkRecord' });

    const dialog = await prompt();
    expect(within(dialog).getByText(ERROR_MESSAGES.sessionExpiredPrompt)).toBeVisible();
    // Nothing that needs the login went out without the token.
    expect(sent.filter((line) => /^\/api\/(center|agent|scholar)\//.test(line))).toEqual([]);
    await dismiss();
  });
});
