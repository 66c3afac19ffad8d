import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api';
import { ChunkLoadError, CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import { AppProviders } from './app-providers';

// The reset-password dialog's chunk cannot be fetched: its host throws what lazyRetry would.
vi.mock('@/features/reset-password', () => ({
  ResetPasswordDialog: () => {
    throw new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/reset-old.js'));
  },
}));

describe('AppProviders', () => {
  it('keeps the app when an app-level host fails, and says why in its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders queryClient={createQueryClient()}>
        <main>
          <h1>学术服务平台</h1>
        </main>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: '学术服务平台' })).toBeVisible();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(CHUNK_FAILED_TEXT);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled();
  });

  it('keeps the rest of the app when the page itself throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new TypeError('boom');
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Broken />
      </AppProviders>,
    );
    expect((await screen.findAllByRole('alert')).some((el) => el.textContent?.includes(CHUNK_FAILED_TEXT))).toBe(true);
    expect(document.body.textContent).not.toContain('boom');
  });
});
