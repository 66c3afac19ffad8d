import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UserInfoResult } from '@/shared/api/generated/model';
import { userInfo } from '../model/test-fixtures';
import { acceptUserInfoResponse, userInfoSession } from './user-info';

describe('acceptUserInfoResponse (SPEC §4)', () => {
  it('returns the data', () => {
    const data = userInfo();
    expect(acceptUserInfoResponse({ code: 200, msg: 'ok', data })).toBe(data);
  });

  it('a response without data is a rejection: the response itself is thrown', () => {
    for (const response of [
      { code: 200, msg: 'ok' },
      { code: 200, msg: 'ok', data: null },
    ] as UserInfoResult[]) {
      expect(() => acceptUserInfoResponse(response)).toThrow();
      try {
        acceptUserInfoResponse(response);
      } catch (error) {
        expect(error).toBe(response);
      }
    }
  });
});

describe('userInfoSession', () => {
  it('maps the info fields of SPEC §3', () => {
    expect(userInfoSession(userInfo())).toEqual({
      userId: 7,
      name: 'zhangsan',
      nickName: '张三',
      avatar: '/api/common/imageView/z.png',
      authStatus: 2,
      userType: 'website',
      agentType: null,
      expertFlag: true,
      leftAmount: 88,
      mobile: '13900000000',
      childCount: 0,
      expireDate: null,
      createTime: '2023-09-09 09:09:09',
      roles: ['common'],
      permissions: ['*:*:*'],
    });
  });

  it('fills absent optional fields with empty values', () => {
    const session = userInfoSession({ id: 1, nickName: 'n', userType: 'website', avatar: null });
    expect(session).toMatchObject({ name: '', avatar: '', authStatus: null, expertFlag: false, leftAmount: null, roles: [] });
  });

  it('an agent is agentLord exactly when mainAccount is Y; a website user has no agent type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('website' as const, 'agent' as const),
        fc.constantFrom('Y' as const, 'N' as const, undefined),
        (userType, mainAccount) => {
          const { agentType } = userInfoSession(userInfo({ userType, mainAccount }));
          if (userType === 'website') return agentType === null;
          return agentType === (mainAccount === 'Y' ? 'agentLord' : 'agentChild');
        },
      ),
    );
  });
});
