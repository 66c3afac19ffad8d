import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, resetToastMemory, showToast } from './lazy-toaster';
import { loadToaster } from './load-toaster';

type ToasterModule = Awaited<ReturnType<typeof loadToaster>>;

// The toaster's chunk cannot be fetched (a tunnel, a deploy that replaced the files).
vi.mock('./load-toaster', () => ({ loadToaster: vi.fn() }));
const loadMock = vi.mocked(loadToaster);
const chunkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/toaster-old.js'));

beforeEach(() => {
  loadMock.mockImplementation(chunkFailure);
});

afterEach(() => {
  resetToastMemory();
});

describe('AppToaster when its chunk cannot load', () => {
  it('still tells the user, in the plain status region, and the app around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChakraProvider value={defaultSystem}>
        <main>页面内容</main>
        <AppToaster />
      </ChakraProvider>,
    );
    act(() => showToast('error', '后端接口连接异常'));
    const region = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite');
    expect(region).toBeVisible();
    expect(await within(region!).findByText('后端接口连接异常')).toBeVisible();
    expect(screen.getByRole('main').textContent).toBe('页面内容');
  });

  it('takes the message away after it was shown long enough', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    act(() => showToast('success', '保存成功'));
    expect(await screen.findByText('保存成功')).toBeVisible();
    // A success stays 3 s, like the toast it stands in for.
    await waitFor(() => expect(screen.queryByText('保存成功')).not.toBeInTheDocument(), { timeout: 4500 });
  });

  it('uses the real toaster again once its chunk can be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChakraProvider value={defaultSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    act(() => showToast('error', '第一次'));
    expect(await screen.findByText('第一次')).toBeVisible();

    const real = await vi.importActual<ToasterModule>('./toaster');
    const create = vi.spyOn(real.toaster, 'create');
    loadMock.mockImplementation(() => Promise.resolve(real));
    act(() => showToast('error', '第二次'));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: '第二次' })));
    // The toaster's own region is mounted again (its boundary was reset by the new message).
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeVisible();
  });
});
