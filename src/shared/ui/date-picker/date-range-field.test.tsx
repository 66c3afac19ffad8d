import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { DateRangeField, type DateRange } from './date-range-field';

// 2026-11-24 16:00 in Beijing.
const NOW = new Date('2026-11-24T08:00:00Z');

function Harness({ onChange, initial = { begin: '', end: '' } }: { onChange: (range: DateRange) => void; initial?: DateRange }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeField
      begin={range.begin}
      end={range.end}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: '选择日期范围' });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DateRangeField', () => {
  it('sets the last 30 days up to today from the 近30天 shortcut, and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);

    await user.click(trigger());
    const calendar = await screen.findByRole('application', { name: '日历' });
    await user.click(within(calendar).getByRole('button', { name: /^近30天/ }));

    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-10-26', end: '2026-11-24' });
    expect(input('开始日期').value).toBe('2026-10-26');
    expect(input('结束日期').value).toBe('2026-11-24');
    await waitFor(() => expect(screen.queryByRole('application', { name: '日历' })).not.toBeInTheDocument());
  });

  it('offers 近7天, 近30天 and 近90天, each ending today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.click(trigger());
    const calendar = await screen.findByRole('application', { name: '日历' });
    expect(within(calendar).getByRole('button', { name: '近7天（2026-11-18 至 2026-11-24）' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: '近30天（2026-10-26 至 2026-11-24）' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: '近90天（2026-08-27 至 2026-11-24）' })).toBeEnabled();
  });

  it('takes a typed day as soon as it is complete, completes other forms on blur and reports other text as typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);

    await user.type(input('开始日期'), '2026-06-01');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-06-01', end: '' });

    await user.type(input('结束日期'), '2026/6/3');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-06-01', end: '2026-06-03' });
    expect(input('结束日期').value).toBe('2026-06-03');

    // A reversed typed range is passed on: refusing it is the caller's rule.
    await user.clear(input('结束日期'));
    await user.type(input('结束日期'), '2026-05-01');
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-06-01', end: '2026-05-01' });

    await user.clear(input('开始日期'));
    expect(onChange).toHaveBeenLastCalledWith({ begin: '', end: '2026-05-01' });
    await user.type(input('开始日期'), '2026-02-30');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-02-30', end: '2026-05-01' });
  });

  it('is keyboard operable: Enter opens, arrows move, Enter picks both ends, Escape closes back on the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} initial={{ begin: '2026-11-02', end: '2026-11-05' }} />);

    trigger().focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('application', { name: '日历' });
    // The calendar opens on the range's first day.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-value')).toBe('2026-11-02'));
    expect(within(calendar).getByRole('button', { name: '2026年11月，切换到月份视图' }).textContent).toBe('2026年11月');

    // Enter on 11-03 starts a new range and moves on a day (Zag); a week down is 11-11.
    await user.keyboard('{ArrowRight}{Enter}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2026-11-03', end: '2026-11-11' });
    await waitFor(() => expect(screen.queryByRole('application', { name: '日历' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));

    await user.keyboard(' ');
    await screen.findByRole('application', { name: '日历' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('application', { name: '日历' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese: weeks from Monday, month names, buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.click(trigger());
    const calendar = await screen.findByRole('application', { name: '日历' });
    // The weekday row is hidden from screen readers: each day's name says its weekday.
    const headers = [...calendar.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(within(calendar).getByRole('button', { name: '2026年11月，切换到月份视图' }).textContent).toBe('2026年11月');
    expect(within(calendar).getByRole('button', { name: '上个月' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: '下个月' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: /^2026年11月24日/ })).toBeEnabled();
  });
});
