import { describe, expect, it } from 'vitest';
import { $token } from '@/entities/session';
import { closeApps, openAs, renderApp, screen } from '@/app/test';

/*
 * The kit closes what a test rendered and clears the session after it, with no afterEach in the
 * test file (src/app/test/setup.ts). These tests run in order: each checks what the one before
 * left.
 */
describe('the app test kit', () => {
  it('renders the app signed in', async () => {
    const app = await openAs('individual', '/userIndex');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect($token.getState()).not.toBe('');
    expect(app.router.state.location.pathname).toBe('/userIndex');
  });

  it('finds nothing of the previous test: no app in the document, no session', () => {
    expect(document.body.children).toHaveLength(0);
    expect($token.getState()).toBe('');
  });

  it('closes the apps on demand and keeps the session; closing twice does nothing', async () => {
    const first = await openAs('individual', '/userIndex');
    renderApp('/userIndex');
    expect(document.body.children.length).toBeGreaterThanOrEqual(2);
    closeApps();
    expect(document.body.children).toHaveLength(0);
    first.close();
    first.unwire();
    expect($token.getState()).not.toBe('');
  });

  it('leaves nothing after closeApps either', () => {
    expect(document.body.children).toHaveLength(0);
    expect($token.getState()).toBe('');
  });
});
