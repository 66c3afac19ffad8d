import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNewsAppBridge } from '@/shared/lib/bridge';
import { forgetPageHead, publishPageHead, type PageHead } from '@/shared/lib/page-meta';
import { ShareCardPreview } from './share-card-preview';

const EXPERTS: PageHead = {
  title: '专家学者 - 学术服务平台',
  card: { title: '专家学者 - 学术服务平台', description: '按学科查找专家', type: 'website' },
  shareable: true,
};
const EXPERT: PageHead = {
  title: '金慧 - 学术服务平台',
  card: {
    title: '金慧 - 学术服务平台',
    description: '北京大学教育学院教授',
    image: `${window.location.origin}/api/common/imageView/expert-11.svg`,
    type: 'profile',
  },
  shareable: true,
};

afterEach(() => {
  forgetPageHead();
  setNewsAppBridge(null);
  vi.restoreAllMocks();
});

// A .ts file with createElement: vitest only collects mocks/**/*.test.ts.
describe('ShareCardPreview', () => {
  it("shows the current page's card and follows it when the page names its item", () => {
    render(createElement(ShareCardPreview));
    expect(screen.getByText('页面尚未加载')).toBeVisible();
    act(() => publishPageHead(EXPERTS));
    const card = screen.getByRole('figure', { name: '当前页面的分享卡片' });
    expect(within(card).getByText('专家学者 - 学术服务平台')).toBeVisible();
    expect(within(card).getByText('按学科查找专家')).toBeVisible();

    act(() => publishPageHead(EXPERT));
    expect(within(card).getByText('金慧 - 学术服务平台')).toBeVisible();
    expect(within(card).getByText('北京大学教育学院教授')).toBeVisible();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(EXPERT.card.image);
    expect(screen.queryByRole('button', { name: '在模拟新闻客户端中分享' })).not.toBeInTheDocument();
  });

  it('inside the (fake) news app hands the card to the bridge', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 NewsApp/7.2');
    const share = vi.fn();
    setNewsAppBridge({ login: vi.fn(), pay: vi.fn(), share, openDetail: vi.fn() });
    publishPageHead(EXPERT);
    render(createElement(ShareCardPreview));
    await userEvent.click(screen.getByRole('button', { name: '在模拟新闻客户端中分享' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: '金慧 - 学术服务平台', desc: '北京大学教育学院教授', imgUrl: EXPERT.card.image }),
    );
  });
});
