import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, documentGroup, openForm, pasteInto, refuse, screen, uploadDocuments, waitFor, within } from '@/app/test';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const twoPapers = () =>
  [new File(['一'], '古籍文字识别方法研究.docx', { type: DOCX }), new File(['二'], '宋代书院考.pdf', { type: 'application/pdf' })] as const;
const textbox = (index: number, name: RegExp) => within(documentGroup(index)).getByRole('textbox', { name }) as HTMLInputElement;

describe('/moreCheckCenter', () => {
  it('offers the institution’s check types, validates each document, and lists one result row per file', async () => {
    const [user] = await openForm('agentMain', '/moreCheckCenter', () => screen.findByRole('heading', { level: 1, name: '批量检测' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '本科毕业论文检测' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('¥198.00 / 篇')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '批量提交检测' }));
    expect(await screen.findByText('请上传待检测的文档')).toBeVisible();

    await uploadDocuments(user, ...twoPapers());
    // Titles start as the file names (jsdom and MSW rename uploads, so only "not empty" is checked); authors are asked for.
    expect(textbox(1, /论文题目/).value).not.toBe('');
    await user.clear(textbox(2, /论文题目/));
    await pasteInto(user, textbox(2, /论文题目/), '宋代书院考');
    await user.click(screen.getByRole('button', { name: '批量提交检测' }));
    expect(within(documentGroup(1)).getByText('请填写作者')).toBeVisible();
    expect(within(documentGroup(2)).getByText('请填写作者')).toBeVisible();
    expect(document.activeElement).toBe(textbox(1, /作者/));

    await pasteInto(user, screen.getByRole('textbox', { name: '统一填写作者' }), '张三');
    await user.click(screen.getByRole('button', { name: '应用到全部' }));
    await user.click(screen.getByRole('radio', { name: '硕士学位论文检测' }));
    expect(screen.getByText('¥396.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '批量提交检测' }));

    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    expect(screen.getByText(/已提交 2 篇文档，共扣除 ¥396.00，剩余额度 ¥12,404.00/)).toBeVisible();
    const rows = within(screen.getByRole('table', { name: '提交结果' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('宋代书院考')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: /^BG\d+$/ })).toHaveAttribute('href', expect.stringMatching(/^\/report\/BG\d+$/));
    expect(await within(rows[0]!).findByText('检测中')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看检测记录' }).getAttribute('href')).toBe('/checkRecord');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('keeps every document and its details when the server refuses the batch', async () => {
    refuse('submitAgentChecks', '剩余额度不足：本次需 396 元，当前剩余 100 元');
    const [user] = await openForm('agentMain', '/moreCheckCenter', () =>
      waitFor(() => expect(screen.getByRole('radio', { name: '硕士学位论文检测' })).toBeVisible()),
    );
    const [first, second] = await uploadDocuments(user, ...twoPapers());
    await pasteInto(user, within(first).getByRole('textbox', { name: /作者/ }), '甲');
    await pasteInto(user, within(second).getByRole('textbox', { name: /作者/ }), '乙');
    await user.click(screen.getByRole('button', { name: '批量提交检测' }));
    expect(await screen.findByText('剩余额度不足：本次需 396 元，当前剩余 100 元')).toBeVisible();
    expect(textbox(2, /作者/).value).toBe('乙');
    expect(within(screen.getByRole('list', { name: '已上传文件' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: /提交成功/ })).not.toBeInTheDocument();
  });

  checkTypeStateCases('getAgentCheckConfigType', 'agentMain', '/moreCheckCenter', '本科毕业论文检测');
});
