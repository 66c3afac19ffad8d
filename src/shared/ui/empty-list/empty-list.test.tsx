import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { EmptyList } from './empty-list';

describe('EmptyList', () => {
  it('says 暂无数据 by default', () => {
    renderWithProviders(<EmptyList />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers an action', async () => {
    const onClick = vi.fn();
    renderWithProviders(<EmptyList title="没有找到相关专家" description="换个关键词试试" action={{ label: '清除筛选条件', onClick }} />);
    expect(screen.getByText('换个关键词试试')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '清除筛选条件' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('EmptyList with a filter', () => {
  const noMatch = (onClear: () => void) => ({ title: '没有符合条件的批次', description: '换个关键词再试试。', onClear });

  it('says "nothing yet" and its own action while no filter is applied', () => {
    renderWithProviders(
      <EmptyList title="还没有卡密批次" action={{ label: '生成卡密', onClick: vi.fn() }} filtered={false} noMatch={noMatch(vi.fn())} />,
    );
    expect(screen.getByText('还没有卡密批次')).toBeVisible();
    expect(screen.queryByText('没有符合条件的批次')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生成卡密' })).toBeEnabled();
  });

  it('says "nothing matches" and offers 清除筛选条件 (or its own label) when filtered', async () => {
    const onClear = vi.fn();
    const { unmount } = renderWithProviders(
      <EmptyList title="还没有卡密批次" action={{ label: '生成卡密', onClick: vi.fn() }} filtered noMatch={noMatch(onClear)} />,
    );
    expect(screen.getByText('没有符合条件的批次')).toBeVisible();
    expect(screen.getByText('换个关键词再试试。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '生成卡密' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '清除筛选条件' }));
    expect(onClear).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(<EmptyList filtered noMatch={{ ...noMatch(onClear), clearLabel: '查看全部粉丝' }} />);
    expect(screen.getByRole('button', { name: '查看全部粉丝' })).toBeEnabled();
  });
});
