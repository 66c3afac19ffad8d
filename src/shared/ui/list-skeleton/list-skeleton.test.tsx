import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { ListSkeleton } from './list-skeleton';

describe('ListSkeleton', () => {
  it('announces loading and draws the requested number of rows', () => {
    const { container } = renderWithProviders(<ListSkeleton count={4} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('正在加载')).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden] > div')).toHaveLength(4);
  });

  it('draws cards', () => {
    const { container } = renderWithProviders(<ListSkeleton variant="cards" count={3} label="正在加载专家" />);
    expect(screen.getByText('正在加载专家')).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden] > div')).toHaveLength(3);
  });
});
