import { Field } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until 显示 is pressed, by mouse or keyboard, and keeps its label and value', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Field.Root>
        <Field.Label>密码</Field.Label>
        <PasswordInput name="password" autoComplete="current-password" />
      </Field.Root>,
    );
    const field = screen.getByLabelText('密码') as HTMLInputElement;
    expect(field.type).toBe('password');
    await user.type(field, 'Secret123');

    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(field.type).toBe('text');
    expect(field.value).toBe('Secret123');
    expect(screen.getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');

    // From the field, Tab reaches the toggle; Space hides the password again.
    field.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '隐藏密码' }));
    await user.keyboard(' ');
    expect(field.type).toBe('password');
  });
});
