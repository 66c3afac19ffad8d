import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import type { DateRangeFieldProps } from './date-range-field';

// 2026-11-24 16:00 in Beijing.
const NOW = new Date('2026-11-24T08:00:00Z');

/** The field from fresh modules: no calendar loaded yet, as on a page that just opened. */
async function freshField() {
  vi.resetModules();
  const { DateRangeField } = await import('./date-range-field');
  function Harness({ onChange }: { onChange: DateRangeFieldProps['onChange'] }) {
    const [range, setRange] = useState({ begin: '', end: '' });
    return (
      <DateRangeField
        {...range}
        onChange={(next) => {
          setRange(next);
          onChange(next);
        }}
      />
    );
  }
  return Harness;
}

const trigger = () => screen.getByRole('button', { name: '选择日期范围' });
const calendar = () => screen.queryByRole('application', { name: '日历' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.doUnmock('./live-fields');
  vi.useRealTimers();
});

describe('the calendar loads when first wanted', () => {
  it('draws the inputs and a button of the same name before; Enter on it loads and opens the calendar on today', async () => {
    const Harness = await freshField();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);

    // Before: the button is the plain one (no machine, so no id tying it to a popup).
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().hasAttribute('aria-controls')).toBe(false);
    await user.type(screen.getByLabelText('开始日期'), '2026-11-02');
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-11-02', end: '' });

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calendar()).not.toBeNull());
    // The machine's button now, open, and the focus on the calendar's first picked day.
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('2'));
    // What was typed before is still there.
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-11-02');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('says so when the calendar cannot load, keeps typing working, and tries again on the next press', async () => {
    vi.doMock('./live-fields', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const Harness = await freshField();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);

    await user.click(trigger());
    expect((await screen.findByRole('alert')).textContent).toBe('日历加载失败，请检查网络后再点日历按钮，或直接输入日期');
    expect(calendar()).toBeNull();
    await user.type(screen.getByLabelText('结束日期'), '2026-11-20');
    expect(onChange).toHaveBeenLastCalledWith({ begin: '', end: '2026-11-20' });

    vi.doUnmock('./live-fields');
    await user.click(trigger());
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((screen.getByLabelText('结束日期') as HTMLInputElement).value).toBe('2026-11-20');
  });

  it('opens no calendar by itself where an earlier field has loaded it already', async () => {
    const Harness = await freshField();
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.click(trigger());
    await waitFor(() => expect(calendar()).not.toBeNull());
    first.unmount();

    renderWithProviders(<Harness onChange={vi.fn()} />);
    expect(trigger().hasAttribute('aria-controls')).toBe(true);
    expect(calendar()).toBeNull();
  });
});
