import { describe, expect, it } from 'vitest';
import { clipboardText } from '@/shared/lib/test';
import { addDays, todayInBeijing } from '@/shared/lib/format';
import { HttpResponse, db, onApi, openDialog, screen, server, submitExpecting, tablePage, waitFor, within } from '@/app/test';

const codes = tablePage('listPromotionCodes', 'agentMain', '/checkPromotion', '推广码列表');
const rowOf = (code: string) => screen.getByRole('cell', { name: code }).closest('tr') as HTMLElement;

describe('/checkPromotion', () => {
  it('lists the codes with their status, copies a link and filters by status in the URL', async () => {
    const [user, app, table] = await codes.open();
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(rowOf('JCBK2025')).getByText('不可启用')).toBeVisible();
    expect(within(rowOf('JCQK2026')).getByRole('button', { name: '启用 JCQK2026' })).toBeEnabled();
    expect(within(rowOf('JCDX2026')).getByText('八五折')).toBeVisible();
    expect(within(rowOf('JCDX2026')).getByRole('link', { name: '打开 JCDX2026 的推广页（新窗口）' }).getAttribute('href')).toBe(
      '/promotion/check/JCDX2026',
    );
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await user.click(within(rowOf('JCAIGC')).getByRole('button', { name: '复制链接 JCAIGC' }));
    expect(await screen.findByText('已复制 JCAIGC 的推广链接')).toBeVisible();
    expect(await clipboardText()).toBe(`${location.origin}/aigc/check/JCAIGC`);

    await codes.query(user, app, { select: { 状态: 'disabled' }, search: { status: 'disabled' }, rows: 2 });
  });

  it('a link from the answer that is not a path here or http(s) is no link (javascript:, //host)', async () => {
    const rows = [
      { id: 901, code: 'EVIL1', name: '脚本链接', link: 'javascript:alert(document.cookie)' },
      { id: 902, code: 'EVIL2', name: '他站链接', link: '//evil.example/x' },
      { id: 903, code: 'GOOD', name: '站内链接', link: '/promotion/check/GOOD' },
    ];
    server.use(onApi('listPromotionCodes', () => HttpResponse.json({ code: 200, msg: 'ok', data: { rows, total: 3 } })));
    await codes.open();
    expect(within(rowOf('EVIL1')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('EVIL1')).queryByRole('button', { name: /复制链接/ })).not.toBeInTheDocument();
    expect(within(rowOf('EVIL2')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('GOOD')).getByRole('link', { name: '打开 GOOD 的推广页（新窗口）' }).getAttribute('href')).toBe(
      '/promotion/check/GOOD',
    );
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('creates a code: checks the form, keeps it when the code is taken, then saves; and disables one', async () => {
    const [user] = await codes.open();
    const dialog = await openDialog(user, '新建推广码');
    await submitExpecting(user, '创建', ['请填写推广名称', '请选择检测类型', '折扣须在 0.1–1 之间，最多两位小数', '请选择有效期'], {
      within: dialog,
    });

    await user.type(within(dialog).getByLabelText(/^推广名称/), '研究生迎新');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('option', {
          name: '硕士学位论文检测（¥198/篇）',
        }),
      ).toBeVisible(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^检测类型/ }), '102');
    await user.type(within(dialog).getByLabelText(/^折扣/), '0.75');
    expect(within(dialog).getByText('七五折，用户实付 ¥148.50')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^有效期至/), addDays(todayInBeijing(), 90));
    await user.type(within(dialog).getByLabelText('自定义推广码'), 'jcdx2026');
    expect((within(dialog).getByLabelText('自定义推广码') as HTMLInputElement).value).toBe('JCDX2026');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('推广码已存在')).toBeVisible();
    expect((within(dialog).getByLabelText(/^推广名称/) as HTMLInputElement).value).toBe('研究生迎新');

    await user.clear(within(dialog).getByLabelText('自定义推广码'));
    await user.type(within(dialog).getByLabelText('自定义推广码'), 'YX2027');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await screen.findByText('已创建推广码 YX2027')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推广码' })).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'YX2027' })).toBeVisible();
    expect(db.promotions.find((promotion) => promotion.code === 'YX2027')?.discount).toBe(0.75);

    await user.click(within(rowOf('JCDX2026')).getByRole('button', { name: '停用 JCDX2026' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '停用推广码' })).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('已停用推广码 JCDX2026')).toBeVisible();
    expect(
      await within(rowOf('JCDX2026')).findByRole('button', {
        name: '启用 JCDX2026',
      }),
    ).toBeEnabled();
  });

  codes.stateCases('还没有推广码', '推广服务繁忙');
});
