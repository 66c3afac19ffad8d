import { describe, expect, it } from 'vitest';
import type { AgentCheckSubmission, ServiceRecord, ServiceRecordPage } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { SEEDED_IDS } from '../auth';
import { allRecords, attempt, get, mainAgent, send, subAgent, upload } from '../center/test-kit';

describe('center: institution submissions', () => {
  it('submits a batch of checks against the remaining amount', async () => {
    const sub = await subAgent();
    const before = db.accounts.find((account) => account.id === SEEDED_IDS.agentSub)?.leftAmount ?? 0;
    const files = [await upload('一.docx'), await upload('二.docx'), await upload('三.docx')];
    const items = files.map((file, index) => ({ fileId: file.id, title: `毕业论文第${index + 1}篇`, author: '陈雨萱' }));
    expect(
      (
        await attempt('submitAgentChecks', sub, {
          checkTypeId: 101,
          items: [...items, { fileId: files[0]?.id, title: '', author: '甲' }],
        })
      ).msg,
    ).toBe('第 4 篇：请填写论文题目');
    const result = await send<AgentCheckSubmission>('submitAgentChecks', sub, { checkTypeId: 101, items });
    expect(result.payAmount).toBe(204);
    expect(result.leftAmount).toBe(before - 204);
    expect(result.records.map((row) => [row.status, row.service, row.accountId])).toEqual(
      items.map(() => ['2', 'check', SEEDED_IDS.agentSub]),
    );
    const listed = await allRecords('listAgentRecords', sub, { keyword: result.records[0]?.code ?? '' });
    expect(listed).toHaveLength(1);
    // The main account sees the sub-account's submission too.
    expect((await get<ServiceRecordPage>('listAgentRecords', await mainAgent(), { keyword: result.records[1]?.code ?? '' })).total).toBe(1);

    const broke = db.accounts.find((account) => account.id === SEEDED_IDS.agentSub);
    if (broke) broke.leftAmount = 50;
    const refused = await attempt('submitAgentChecks', sub, { checkTypeId: 101, items: items.slice(0, 1) });
    expect(refused.msg).toBe('剩余额度不足：本次需 68 元，当前剩余 50 元');
  });

  it('checks the patent number of a patent evaluation (SPEC §5)', async () => {
    const main = await mainAgent();
    const base = { checkTypeId: 301, patentName: '一种古籍图像去噪方法', owner: '江城大学' };
    expect((await attempt('submitAgentPatent', main, { ...base, patentNo: 'CN4123456A' })).msg).toBe(
      '中国专利号 CN 后的第一位数字（第 3 位）须为 1、2 或 3',
    );
    const record = await send<ServiceRecord>('submitAgentPatent', main, { ...base, patentNo: 'CN1234567A' });
    expect(record).toMatchObject({ service: 'patent', status: '0', patentNo: 'CN1234567A', author: '江城大学' });
    expect(record.code).toMatch(/^PG\d{12}$/);
    expect((await attempt('submitAgentPatent', main, { checkTypeId: 401, patentName: '一种装置', owner: '江城大学' })).msg).toBe(
      '请上传专利申请文件',
    );
    const document = await upload('专利申请书.docx');
    const check = await send<ServiceRecord>('submitAgentPatent', main, {
      checkTypeId: 401,
      patentName: '一种装置',
      owner: '江城大学',
      fileId: document.id,
    });
    expect(check).toMatchObject({ service: 'patentCheck', status: '2', patentNo: null });
    expect(check.code).toMatch(/^BG\d{10}$/);
  });
});
