import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { CheckTypeRadioSkeleton } from './check-type-radio-skeleton';

describe('CheckTypeRadioSkeleton', () => {
  it('announces the loading and draws radio cards, three unless told', () => {
    const { container, unmount } = renderWithProviders(<CheckTypeRadioSkeleton label="正在加载检测类型" />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('正在加载检测类型')).toBeVisible();
    expect(container.querySelectorAll('[aria-hidden] > .chakra-stack > div')).toHaveLength(3);
    unmount();
    const four = renderWithProviders(<CheckTypeRadioSkeleton label="正在加载" count={4} />).container;
    expect(four.querySelectorAll('[aria-hidden] > .chakra-stack > div')).toHaveLength(4);
  });
});
