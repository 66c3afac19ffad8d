import { describe, expect, it } from 'vitest';
import { renderApp, screen, within } from '@/app/test';

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/originalCertification', () => {
  it('says what the service is, for whom, how it works and what it costs, with a way in', async () => {
    renderApp('/originalCertification');
    expect(await screen.findByRole('heading', { level: 1, name: '原创认证' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: '认证流程' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '原创认证流程' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('link', { name: /申请|认证|咨询|提交|开通/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/¥\d+|面议|免费|分成/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]|lorem/i);
  });
});
