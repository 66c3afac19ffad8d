import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { CaptchaImage } from './captcha-image';

describe('CaptchaImage', () => {
  it('names the failed state by what it shows, so the spoken name contains the visible text', async () => {
    const onRefresh = vi.fn();
    renderWithProviders(<CaptchaImage src={undefined} loading={false} failed onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: '图形验证码加载失败，点击重新获取' });
    expect(button.textContent).toBe('点击重新获取');
    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('is 看不清？换一张 over a picture', () => {
    renderWithProviders(<CaptchaImage src="data:image/png;base64,AA==" loading={false} failed={false} onRefresh={() => undefined} />);
    expect(screen.getByRole('button', { name: '看不清？换一张' })).toBeEnabled();
  });
});
