import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveRole, parseAgentType, parseUserType, routeAfterLogout } from './role';

const userType = fc.constantFrom('website' as const, 'agent' as const, null);
const agentType = fc.constantFrom('agentLord' as const, 'agentChild' as const, null);

describe('deriveRole', () => {
  it('is anonymous without a token, whatever else is stored', () => {
    fc.assert(fc.property(userType, agentType, (u, a) => deriveRole('', u, a) === 'anonymous'));
  });

  it('with a token: agentLord only for an agent main account, agentChild for other agents, else website', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), userType, agentType, (token, u, a) => {
        const role = deriveRole(token, u, a);
        if (u === 'agent') return role === (a === 'agentLord' ? 'agentLord' : 'agentChild');
        return role === 'website';
      }),
    );
  });
});

describe('parseUserType / parseAgentType', () => {
  it('accept only the known values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('website', 'agent', 'agentLord', 'agentChild')), (raw) => {
        expect(parseUserType(raw)).toBe(raw === 'website' || raw === 'agent' ? raw : null);
        expect(parseAgentType(raw)).toBe(raw === 'agentLord' || raw === 'agentChild' ? raw : null);
      }),
    );
    expect(parseUserType(undefined)).toBeNull();
  });
});

describe('routeAfterLogout', () => {
  it('sends institution users to agent login and everyone else home (SPEC §2, §4)', () => {
    expect(routeAfterLogout('agent')).toBe('/agentLogin');
    expect(routeAfterLogout('website')).toBe('/');
    expect(routeAfterLogout(null)).toBe('/');
  });
});
