import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { sessionCleared } from '@/entities/session';
import { renderApp } from '@/app/test/render-app';

configure({ asyncUtilTimeout: 5000 });

let unwire: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  unwire?.();
  sessionCleared();
  vi.restoreAllMocks();
});

// A static landing page: its content is in the page (no call), so there is no empty or error state.
describe('/AiModel', () => {
  it('says what the service is, for whom, how it works and what it costs, with a way in', async () => {
    unwire = renderApp('/AiModel').unwire;
    expect(await screen.findByRole('heading', { level: 1, name: 'AI大模型' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: '使用流程' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'AI大模型使用流程' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('link', { name: /申请|认证|咨询|提交|开通/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/¥\d+|面议|免费|分成/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]|lorem/i);
  });
});
