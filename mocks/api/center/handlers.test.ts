import { describe, expect, it } from 'vitest';
import type { CenterSummary, RealNameAuth, ServiceRecord, ServiceRecordPage, SubmitCheck } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, dataOf } from '../../lib/test-client';
import { SEEDED_IDS } from '../auth';
import { smsLogin, userInfo } from '../auth/test-kit';
import { SERVICE_KINDS, SERVICE_STATUSES } from './constants';
import { allRecords, attempt, csvName, finishChecksNow, get, han, individual, png, send, upload } from './test-kit';

describe('center: individual records', () => {
  it('seeds every status of every service across twelve months, in Chinese', async () => {
    const token = await individual();
    const rows = await allRecords('listMyRecords', token);
    for (const service of SERVICE_KINDS) {
      const statuses = new Set(rows.filter((row) => row.service === service).map((row) => row.status));
      expect([...statuses].sort(), service).toEqual([...SERVICE_STATUSES[service].values]);
    }
    const months = new Set(rows.map((row) => row.createTime?.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => han.test(row.title ?? '') && row.accountId === SEEDED_IDS.individual && row.accountName === '张晓明')).toBe(
      true,
    );
    expect(rows.map((row) => row.createTime)).toEqual([...rows.map((row) => row.createTime)].sort().reverse());
  });

  it('pages without overlap and filters by service, status, keyword and date range', async () => {
    const token = await individual();
    const first = await get<ServiceRecordPage>('listMyRecords', token, { service: 'check', page: '1', pageSize: '10' });
    const second = await get<ServiceRecordPage>('listMyRecords', token, { service: 'check', page: '2', pageSize: '10' });
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.rows.map((r) => r.id).filter((id) => second.rows.some((r) => r.id === id))).toEqual([]);

    const done = await allRecords('listMyRecords', token, { service: 'check', status: '3' });
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((row) => row.status === '3' && row.fileId !== null && row.similarity !== null && row.finishTime !== null)).toBe(true);

    const ranged = await allRecords('listMyRecords', token, { beginTime: '2026-06-01', endTime: '2026-08-31' });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => (row.createTime ?? '') >= '2026-06-01' && (row.createTime ?? '') <= '2026-08-31 23:59:59')).toBe(true);

    const sample = done[0] as ServiceRecord;
    const byCode = await allRecords('listMyRecords', token, { keyword: sample.code ?? '' });
    expect(byCode.map((row) => row.id)).toEqual([sample.id]);
  });

  it('links finished checks to their report and file', async () => {
    const token = await individual();
    const [record] = await allRecords('listMyRecords', token, { service: 'check', status: '3' });
    if (!record?.fileId) throw new Error('no finished check');
    const report = await dataOf<{ code: string; status: string }>(await callApi('queryReport', { query: { code: record.code ?? '' } }));
    expect(report).toMatchObject({ code: record.code, status: '3' });
    const file = await callApi('downloadV2', { query: { fileId: record.fileId } });
    expect(await file.text()).toContain(record.code);
  });

  it('summarises the user center from the same records', async () => {
    const token = await individual();
    const summary = await get<CenterSummary>('getCenterSummary', token);
    expect(summary.profile?.nickName).toBe('张晓明');
    expect(summary).toMatchObject({ authStatus: 0, leftAmount: 128.5, availableCouponCount: 4 });
    for (const count of summary.serviceCounts ?? []) {
      const page = await get<ServiceRecordPage>('listMyRecords', token, { service: count.service });
      expect(count.total, count.service).toBe(page.total);
    }
    const newest = await get<ServiceRecordPage>('listMyRecords', token, { pageSize: '5' });
    expect(summary.recentRecords?.map((row) => row.id)).toEqual(newest.rows.map((row) => row.id));
  });

  it('lists a check submitted on the portal, running and then done', async () => {
    const token = await individual();
    const file = await upload('开题报告.docx');
    const submitted = await send<SubmitCheck>('submitCheck', token, {
      fileId: file.id,
      checkTypeId: 201,
      title: '生成式人工智能与学术诚信',
      author: '张晓明',
    });
    const [row] = await allRecords('listMyRecords', token, { keyword: submitted.reportCode });
    expect(row).toMatchObject({ service: 'aigc', status: '2', fileId: null, amount: 30, channel: 'direct' });
    finishChecksNow();
    const [done] = await allRecords('listMyRecords', token, { keyword: submitted.reportCode });
    expect(done).toMatchObject({ status: '3', fileId: `report-${submitted.reportCode}` });
    expect(done?.finishTime).not.toBeNull();
  });

  it('lists a patent document check submitted from /patentCheck as a patentCheck record', async () => {
    const token = await individual();
    const file = await upload('发明专利申请书.pdf');
    const submitted = await send<SubmitCheck>('submitCheck', token, {
      fileId: file.id,
      checkTypeId: 401,
      title: '一种柔性电池极片',
      author: '张晓明',
    });
    const [row] = await allRecords('listMyRecords', token, { service: 'patentCheck', keyword: submitted.reportCode });
    expect(row).toMatchObject({ service: 'patentCheck', code: submitted.reportCode, checkTypeId: 401, status: '2', amount: 398 });
    // A patent evaluation type is still refused: it has no document to check.
    expect((await attempt('submitCheck', token, { fileId: file.id, checkTypeId: 301, title: '甲', author: '乙' })).code).toBe(500);
  });

  it('exports the filtered records as CSV with a byte order mark', async () => {
    const token = await individual();
    const response = await callApi('exportMyRecords', { token, query: { service: 'patent' } });
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(csvName(response)).toMatch(/^专利评估记录-\d{8}\.csv$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toMatch(/^编号,标题,/);
    expect(lines).toHaveLength(((await get<ServiceRecordPage>('listMyRecords', token, { service: 'patent' })).total ?? 0) + 1);
  });
});

describe('center: authentication, profile, mobile', () => {
  it('takes a real-name application, reviews it and shows it masked', async () => {
    const token = await individual();
    const images = [await upload('正面.png', 'image/png', png()), await upload('反面.png', 'image/png', png())];
    const bad = await attempt('submitRealNameAuth', token, {
      realName: '张晓明',
      idNumber: '110105194912310021',
      frontFileId: images[0]?.id,
      backFileId: images[1]?.id,
    });
    expect(bad).toEqual({ code: 500, msg: '请输入正确的 18 位身份证号码' });
    const noImage = await attempt('submitRealNameAuth', token, {
      realName: '张晓明',
      idNumber: '11010519491231002X',
      frontFileId: 'nope',
      backFileId: images[1]?.id,
    });
    expect(noImage.msg).toBe('请上传身份证人像面照片');
    const pending = await send<RealNameAuth>('submitRealNameAuth', token, {
      realName: '张晓明',
      idNumber: '11010519491231002x',
      frontFileId: images[0]?.id,
      backFileId: images[1]?.id,
    });
    expect(pending).toMatchObject({ status: 1, realName: '张*明', idNumber: '1101**********002X' });
    expect((await userInfo(token)).isAuth).toBe(1);
    expect((await attempt('submitRealNameAuth', token, {})).msg).toBe('实名认证审核中，请耐心等待');
    for (const auth of db.realNameAuths) auth.reviewAt = Date.now() - 1;
    expect((await userInfo(token)).isAuth).toBe(2);
    expect((await get<RealNameAuth>('getRealNameAuth', token)).status).toBe(2);
  });

  it('changes nickname and avatar, and binds a new mobile number', async () => {
    const token = await individual();
    const avatar = await upload('头像.png', 'image/png', png());
    const info = await send<{ nickName: string; avatar: string }>('updateMyProfile', token, {
      nickName: '晓明',
      avatar: avatar.fileName,
    });
    expect(info).toMatchObject({ nickName: '晓明', avatar: `/common/imageView/${avatar.fileName}` });
    expect((await attempt('updateMyProfile', token, { nickName: ' ' })).msg).toBe('请输入昵称');
    expect((await attempt('changeMyMobile', token, { mobile: '13900139000', code: '123456' })).msg).toBe('该手机号已绑定其他账号');
    expect((await attempt('changeMyMobile', token, { mobile: '13800138111', code: '000000' })).msg).toBe('验证码错误');
    await send('changeMyMobile', token, { mobile: '13800138111', code: '123456' });
    expect((await userInfo((await smsLogin('13800138111')).token)).nickName).toBe('晓明');
  });
});
