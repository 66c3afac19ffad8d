import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KEYWORD_MAX } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { KeywordSearch } from './keyword-search';

describe('KeywordSearch', () => {
  it('is a named search landmark whose labelled box hands on the trimmed keyword on Enter, and undefined for an empty one', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<KeywordSearch keyword="" onSearch={onSearch} label="搜索粉丝" placeholder="按昵称或单位搜索" />);

    expect(screen.getByRole('search', { name: '搜索粉丝' })).toBeVisible();
    const box = screen.getByRole('textbox', { name: '搜索粉丝' });
    expect(box.getAttribute('placeholder')).toBe('按昵称或单位搜索');
    await user.type(box, '  张晓明 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('张晓明');

    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it('reaches 搜索 by Tab and submits with Space; a visible field label differs from the landmark name', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(
      <KeywordSearch
        keyword=""
        onSearch={onSearch}
        label="按关键词搜索专家"
        fieldLabel="关键词"
        showLabel
        placeholder="姓名"
        type="search"
      />,
    );
    expect(screen.getByText('关键词').tagName).toBe('LABEL');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: '关键词' }));
    await user.keyboard('研究');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '搜索' }));
    await user.keyboard(' ');
    expect(onSearch).toHaveBeenCalledWith('研究');
  });

  it('refuses a keyword over the limit, and an empty one where a keyword is required, in Chinese under the box', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(
      <KeywordSearch
        keyword=""
        onSearch={onSearch}
        label="搜索专家"
        placeholder="专家姓名"
        requiredMessage="请输入专家姓名、研究领域或机构"
      />,
    );
    const box = screen.getByRole('textbox', { name: '搜索专家' });
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText('请输入专家姓名、研究领域或机构')).toBeVisible();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    await user.type(box, '字'.repeat(KEYWORD_MAX + 1));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`关键词不能超过${KEYWORD_MAX}个字`)).toBeVisible();
    expect(onSearch).not.toHaveBeenCalled();

    await user.type(box, '{Backspace}{Enter}');
    expect(onSearch).toHaveBeenCalledWith('字'.repeat(KEYWORD_MAX));
    expect(screen.queryByText(`关键词不能超过${KEYWORD_MAX}个字`)).not.toBeInTheDocument();
  });

  it('follows the keyword when it changes from outside (back, forward, 重置), dropping what was typed', async () => {
    const user = userEvent.setup();
    function Page() {
      const [keyword, setKeyword] = useState('研究');
      return (
        <>
          <KeywordSearch keyword={keyword} onSearch={() => {}} label="搜索作品" placeholder="" />
          <button type="button" onClick={() => setKeyword('')}>
            重置
          </button>
        </>
      );
    }
    renderWithProviders(<Page />);
    const box = screen.getByRole('textbox', { name: '搜索作品' }) as HTMLInputElement;
    expect(box.value).toBe('研究');
    await user.type(box, '方法');
    expect(box.value).toBe('研究方法');

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(box.value).toBe('');
  });
});
