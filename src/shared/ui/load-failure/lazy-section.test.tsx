import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { CHUNK_FAILED_TEXT } from '../error-boundary';
import { LazySection } from './lazy-section';

function Section() {
  return <h2>最新资讯</h2>;
}

const refused = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/latest-news-x.js');

describe('LazySection', () => {
  it('keeps its space while the chunk loads, then shows the section', async () => {
    let arrive: (module: { default: typeof Section }) => void = () => {};
    const load = () => new Promise<{ default: typeof Section }>((resolve) => (arrive = resolve));
    const { container } = renderWithProviders(<LazySection load={load} minHeight={480} />);

    const placeholder = container.querySelector('[aria-busy="true"]');
    expect(placeholder).toHaveStyle({ minHeight: '480px' });
    await act(async () => arrive({ default: Section }));
    expect(await screen.findByRole('heading', { name: '最新资讯' })).toBeVisible();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says in its own place that its chunk could not be fetched, beside what else the page shows, and fetches it again on 重新加载', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Section }>>()
      .mockRejectedValueOnce(refused())
      .mockResolvedValue({ default: Section });
    renderWithProviders(
      <main>
        <h1>一站式学术服务平台</h1>
        <LazySection load={load} minHeight={480} />
      </main>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHUNK_FAILED_TEXT);
    expect(alert).not.toHaveTextContent(/Failed to fetch|TypeError/);
    expect(screen.getByRole('heading', { level: 1, name: '一站式学术服务平台' })).toBeVisible();

    await act(async () => within(alert).getByRole('button', { name: '重新加载' }).click());
    expect(await screen.findByRole('heading', { name: '最新资讯' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    // React.lazy keeps a rejected import: the retry made a new one, which imported again.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
