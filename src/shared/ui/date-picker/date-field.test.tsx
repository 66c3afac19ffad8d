import { Field } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { DateField } from './date-field';

// 2026-11-24 16:00 in Beijing.
const NOW = new Date('2026-11-24T08:00:00Z');

function Harness({ onChange, min, max }: { onChange: (value: string) => void; min?: string; max?: string }) {
  const [value, setValue] = useState('');
  return (
    <Field.Root required invalid={value === 'x'}>
      <Field.Label>
        有效期至
        <Field.RequiredIndicator />
      </Field.Label>
      <DateField
        name="validUntil"
        value={value}
        min={min}
        max={max}
        triggerLabel="选择有效期"
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Field.Root>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DateField', () => {
  it('keeps the label of its Field and takes a typed day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/^有效期至/) as HTMLInputElement;
    expect(input.name).toBe('validUntil');
    expect(input.required).toBe(true);
    await user.type(input, '2027年1月5日');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
    expect(input.value).toBe('2027-01-05');
  });

  it('offers no day before min: earlier days cannot be picked, later ones can', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} min="2026-11-24" />);
    await user.click(screen.getByRole('button', { name: '选择有效期' }));
    const calendar = await screen.findByRole('application', { name: '日历' });

    const yesterday = within(calendar).getByRole('button', { name: /2026年11月23日/ });
    expect(yesterday.getAttribute('aria-disabled')).toBe('true');
    expect(yesterday.getAttribute('aria-label')).toMatch(/^不可选/);
    await user.click(yesterday);
    expect(onChange).not.toHaveBeenCalled();
    // The month before today's cannot be shown either.
    expect(within(calendar).getByRole('button', { name: '上个月' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(calendar).getByRole('button', { name: /2026年11月25日/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    expect((screen.getByLabelText(/^有效期至/) as HTMLInputElement).value).toBe('2026-11-25');
    await waitFor(() => expect(screen.queryByRole('application', { name: '日历' })).not.toBeInTheDocument());
  });

  it('picks with the keyboard and closes back on its button with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} max="2026-11-24" />);
    const trigger = screen.getByRole('button', { name: '选择有效期' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('application', { name: '日历' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // Today is focused; after max nothing moves on.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-value')).toBe('2026-11-24'));
    await user.keyboard('{ArrowRight}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-17');
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.keyboard('{Enter}');
    await screen.findByRole('application', { name: '日历' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('application', { name: '日历' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
