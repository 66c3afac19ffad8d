import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { EmptyList } from './empty-list';

describe('EmptyList', () => {
  it('says 暂无数据 by default', () => {
    renderWithProviders(<EmptyList />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers an action', async () => {
    const onClick = vi.fn();
    renderWithProviders(<EmptyList title="没有找到相关专家" description="换个关键词试试" action={{ label: '清除筛选条件', onClick }} />);
    expect(screen.getByText('换个关键词试试')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '清除筛选条件' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
