import { describe, expect, it } from 'vitest';
import type { IpRule, IpRulePage } from '@/shared/api/generated/model';
import { attempt, get, mainAgent, send } from '../center/test-kit';

describe('center: IP rules', () => {
  it('adds validated IP ranges and deletes them', async () => {
    const main = await mainAgent();
    expect((await get<IpRulePage>('listIpRules', main)).total).toBe(4);
    expect((await attempt('createIpRule', main, { startIp: '10.0.0.256' })).msg).toBe('起始 IP 格式不正确');
    expect((await attempt('createIpRule', main, { startIp: '10.0.0.9', endIp: '10.0.0.1' })).msg).toBe('起始 IP 不能大于结束 IP');
    expect((await attempt('createIpRule', main, { cidr: '10.12.8.0/24' })).msg).toBe('与已有规则「校园网（主校区）」重叠');
    const rule = await send<IpRule>('createIpRule', main, { cidr: '192.168.10.77/24', remark: '继续教育学院' });
    expect(rule).toMatchObject({ startIp: '192.168.10.0', endIp: '192.168.10.255', cidr: '192.168.10.0/24', createBy: 'agent' });
    const single = await send<IpRule>('createIpRule', main, { startIp: '61.183.20.5' });
    expect(single).toMatchObject({ startIp: '61.183.20.5', endIp: '61.183.20.5', cidr: null });
    expect((await attempt(['deleteIpRule', { id: `${rule.id}` }], main)).code).toBe(200);
    expect((await get<IpRulePage>('listIpRules', main)).rows.map((row) => row.id)).not.toContain(rule.id);
    expect((await attempt(['deleteIpRule', { id: `${rule.id}` }], main)).code).toBe(404);
  });
});
