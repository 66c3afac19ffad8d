import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AppToasterView, { toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

function renderWithField() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <header>
        <nav aria-label="主导航">
          <a href="/experts">专家学者</a>
        </nav>
      </header>
      <label>
        关键词
        <input />
      </label>
      <AppToasterView />
    </ChakraProvider>,
  );
}

describe('the toaster', () => {
  it('sits at the bottom, away from the header and its navigation', async () => {
    renderWithField();
    act(() => {
      toaster.create({ type: 'error', title: '后端接口连接异常', closable: true });
    });
    await screen.findByText('后端接口连接异常');
    const group = document.querySelector('[data-scope="toast"][data-part="group"]');
    expect(group?.getAttribute('data-placement')).toBe('bottom-end');
  });

  it('takes no focus, has a visible close button, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithField();
    const field = screen.getByRole('textbox', { name: '关键词' });
    await user.click(field);
    await user.type(field, '量子');
    act(() => {
      toaster.create({ type: 'error', title: '系统接口请求超时', closable: true, duration: 60_000 });
    });
    expect(await screen.findByText('系统接口请求超时')).toBeVisible();
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: '关闭' })).toBeEnabled();

    await user.keyboard('{Escape}');
    // Dismissed at once; gone from the page once its exit has run.
    await waitFor(() => expect(screen.queryByText('系统接口请求超时')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('量子');
  });

  it('leaves Escape to an open dialog', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={defaultSystem}>
        <div role="dialog" data-state="open" aria-label="确认">
          <button type="button">确定</button>
        </div>
        <AppToasterView />
      </ChakraProvider>,
    );
    act(() => {
      toaster.create({ type: 'info', title: '已复制', closable: true, duration: 60_000 });
    });
    await screen.findByText('已复制');
    await user.keyboard('{Escape}');
    expect(toaster.getVisibleToasts().length).toBe(1);
  });
});
