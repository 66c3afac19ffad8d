import { describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { callApi, envelopeOf } from '../../lib/test-client';

describe('content: cooperation applications', () => {
  it('checks the fields in order and stores a valid application', async () => {
    const valid = { name: '王主任', organization: '江城大学', mobile: '13700137000', email: 'a@b.cn', content: '合作' };
    const submit = async (json: unknown) => envelopeOf(await callApi('submitApplication', { json }));
    expect(await submit({ ...valid, mobile: '123' })).toEqual({ code: 500, msg: '请输入正确的手机号码' });
    expect(await submit({ ...valid, email: 'nope' })).toEqual({ code: 500, msg: '请输入正确的邮箱地址' });
    const body = await submit(valid);
    expect(body.code).toBe(200);
    expect(db.applications).toHaveLength(1);
  });
});
