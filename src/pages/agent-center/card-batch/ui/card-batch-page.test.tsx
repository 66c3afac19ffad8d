import { describe, expect, it } from 'vitest';
import { addDays, todayInBeijing } from '@/shared/lib/format';
import { db, openDialog, refuse, screen, submitExpecting, tablePage, waitFor, within } from '@/app/test';

const batches = tablePage('listCardBatches', 'agentMain', '/cardBatch', '卡密批次列表');

describe('/cardBatch', () => {
  it('lists the batches with their use, and filters them by keyword and creation day in the URL', async () => {
    const [user, app, table] = await batches.open();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const newest = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(newest).getByText('KP2026110001')).toBeVisible();
    expect(within(newest).getByText('期刊投稿检测卡')).toBeVisible();
    expect(within(newest).getByRole('link', { name: '查看 KP2026110001 的卡密' }).getAttribute('href')).toMatch(
      /^\/cardDetails\?batchId=\d+$/,
    );
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await user.type(screen.getByLabelText('创建日期从'), '2026-06-01');
    await user.type(screen.getByLabelText('创建日期至'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('开始日期不能晚于结束日期')).toBeVisible();
    await user.clear(screen.getByLabelText('创建日期至'));
    await user.type(screen.getByLabelText('关键词'), 'AIGC');
    await batches.query(user, app, { search: { keyword: 'AIGC', beginTime: '2026-06-01' }, rows: 2 });
    expect(screen.getByText('KP2026090001')).toBeVisible();
  });

  it('generates a batch: checks the form, keeps it when the server refuses, then opens the new cards', async () => {
    const [user, app] = await batches.open('/cardBatch?keyword=AIGC');
    const dialog = await openDialog(user, '生成卡密', '生成卡密批次');
    const rules = ['请填写批次名称', '请选择检测类型', '生成数量须为 1–1000 之间的整数', '请选择有效期'];
    await submitExpecting(user, '生成', rules, { within: dialog, focus: /^批次名称/ });

    await user.type(within(dialog).getByLabelText(/^批次名称/), '2027 春季本科论文检测卡');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '本科毕业论文检测（¥68/篇）' })).toBeVisible());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^检测类型/ }), '101');
    expect(within(dialog).getByText('不填则为 ¥68.00')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^生成数量/), '1001');
    await user.type(within(dialog).getByLabelText(/^有效期至/), addDays(todayInBeijing(), 180));
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(within(dialog).getByText('生成数量须为 1–1000 之间的整数')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^生成数量/));
    await user.type(within(dialog).getByLabelText(/^生成数量/), '12');

    refuse('createCardBatch', '机构服务已到期，请联系平台续费', { once: true });
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await within(dialog).findByText('机构服务已到期，请联系平台续费')).toBeVisible();
    expect((within(dialog).getByLabelText(/^批次名称/) as HTMLInputElement).value).toBe('2027 春季本科论文检测卡');
    expect((within(dialog).getByLabelText(/^生成数量/) as HTMLInputElement).value).toBe('12');

    // Past the duplicate-submit window, the same request may be sent again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    const batch = await waitFor(() => {
      const found = db.cardBatches.find((candidate) => candidate.name === '2027 春季本科论文检测卡');
      expect(found).toBeDefined();
      return found!;
    });
    expect(await screen.findByText(`已生成批次 ${batch.batchNo}（2027 春季本科论文检测卡），共 12 张卡密。`)).toBeVisible();
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(await within(batches.table()).findByText(batch.batchNo)).toBeVisible();

    await user.click(screen.getByRole('link', { name: '查看本批卡密' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cardDetails'));
    expect(app.router.state.location.search).toEqual({ batchId: batch.id });
  });

  batches.stateCases('还没有卡密批次', '卡密服务繁忙');
});
