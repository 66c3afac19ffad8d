import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { ListSkeleton } from './list-skeleton';

describe('ListSkeleton', () => {
  it('announces loading and draws the requested number of rows', () => {
    const { container } = renderWithProviders(<ListSkeleton count={4} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('正在加载')).toBeVisible();
    expect(container.querySelectorAll('[aria-hidden] > div')).toHaveLength(4);
  });

  it('draws cards', () => {
    const { container } = renderWithProviders(<ListSkeleton variant="cards" count={3} label="正在加载专家" />);
    expect(screen.getByText('正在加载专家')).toBeVisible();
    expect(container.querySelectorAll('[aria-hidden] > div')).toHaveLength(3);
  });

  it('draws cards of an offer: no image, a figure line and, when asked, a button under each', () => {
    const { container } = renderWithProviders(<ListSkeleton variant="cards" count={4} image={false} action label="正在加载检测类型" />);
    const cards = container.querySelectorAll('[aria-hidden] > div');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      // The body comes first (no image above it), then the footer with the button's placeholder.
      expect(card.firstElementChild?.className).toContain('chakra-card__body');
      expect(card.lastElementChild?.className).toContain('chakra-card__footer');
    }
    const plain = renderWithProviders(<ListSkeleton variant="cards" count={2} />).container.querySelectorAll('[aria-hidden] > div');
    expect(plain[0]?.firstElementChild?.className).not.toContain('chakra-card__body');
    expect(plain[0]?.querySelector('.chakra-card__footer')).toBeNull();
  });
});
