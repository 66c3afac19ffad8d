import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgedOperation } from './classify.mjs';
import { at, diffFixture, operation, writeFixturePortal } from './fixture';
import { routePathOf } from './portal.mjs';
import { renderMarkdown, renderSummary } from './report.mjs';

let fixture: ReturnType<typeof writeFixturePortal>;
beforeAll(() => {
  fixture = writeFixturePortal();
});
afterAll(() => fixture.remove());

type Json = Record<string, unknown>;
const schema = (contract: Json, name: string) => at(contract, 'components', 'schemas', name);
const properties = (contract: Json, name: string) => schema(contract, name).properties as Json;
const change = (op: JudgedOperation, pointer: string) => {
  const found = op.changes.find((c) => (c.before ?? c.after)?.pointer === pointer);
  if (!found) throw new Error(`no change at ${pointer} of ${op.id}: ${op.changes.map((c) => c.kind).join(', ')}`);
  return found;
};
const listParameters = (contract: Json) => at(contract, 'paths', '/portal/expert/list', 'get').parameters as Json[];

describe('api-diff: what a change of the contract does to the portal', () => {
  it('an unchanged contract is no change, and the report says so', async () => {
    const result = await diffFixture(fixture.root, () => {});
    expect(result.operations).toEqual([]);
    expect(renderMarkdown(result)).toContain('No change');
    expect(renderSummary(result)).toContain('No change');
  });

  it('a field a screen reads is removed: breaks that screen, and only the screens whose page reaches the call', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      delete properties(contract, 'Expert').institution;
    });
    const list = operation(result, 'listExperts');
    const removed = change(list, 'data.rows[].institution');
    expect(removed.kind).toBe('field-removed');
    expect(removed.verdict).toBe('breaks');
    expect(removed.readers).toEqual(['src/entities/expert/ui/expert-card.tsx']);
    expect(removed.screens).toEqual(['/experts']);
    // /about imports only a formatter from the same barrel as ExpertCard: it reaches no expert call.
    expect(list.screens).toEqual(['/experts']);
    expect(list.mocks.handlers).toEqual([{ file: 'mocks/api/expert/handlers.ts', line: 4, what: "http.get('*/portal/expert/list')" }]);
    expect(list.mocks.data).toEqual(['mocks/api/expert/tables.ts']);
    expect(list.mocks.tests).toEqual(['src/pages/experts/ui/experts-page.test.tsx']);

    // The detail page shows the name only: the same removal is safe for getExpert.
    const detail = operation(result, 'getExpert');
    expect(change(detail, 'data.institution').verdict).toBe('safe');
    expect(detail.screens).toEqual(['/expert/$id']);
    expect(result.operations.map((op) => op.verdict)).toEqual(['breaks', 'safe']);
  });

  it('a removed field and an added one of the same type beside it read as a rename', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const props = properties(contract, 'Expert');
      props.organization = props.institution;
      delete props.institution;
    });
    const renamed = change(operation(result, 'listExperts'), 'data.rows[].institution');
    expect(renamed.kind).toBe('field-renamed');
    expect(renamed.after?.name).toBe('organization');
    expect(renamed.verdict).toBe('breaks');
    expect(renderMarkdown(result)).toContain('renamed? `institution` → `organization` (Expert)');
  });

  it('a retyped field: another type breaks every screen of the call, a number where a string was declared is tolerated', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      properties(contract, 'Order').amount = { type: 'array', items: { type: 'number' } };
      properties(contract, 'Expert').name = { type: 'integer' };
    });
    const amount = change(operation(result, 'getOrder'), 'data.amount');
    expect([amount.kind, amount.verdict]).toEqual(['type-changed', 'breaks']);
    expect(amount.screens).toEqual(['/order']);
    const name = change(operation(result, 'listExperts'), 'data.rows[].name');
    expect([name.kind, name.verdict]).toEqual(['type-changed', 'tolerated']);
  });

  it('a number now declared as a string is tolerated: the check converts a numeric string', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      properties(contract, 'Order').amount = { type: 'string' };
    });
    expect(change(operation(result, 'getOrder'), 'data.amount').verdict).toBe('tolerated');
  });

  it('an enum value a screen switches on is removed: breaks; one no screen names: safe', async () => {
    const closed = await diffFixture(fixture.root, (contract) => {
      schema(contract, 'OrderStatus').enum = ['unpaid', 'paid'];
    });
    const status = change(operation(closed, 'getOrder'), 'data.status');
    expect([status.kind, status.values, status.verdict]).toEqual(['enum-removed', ['closed'], 'breaks']);
    expect(status.readers).toEqual(['src/pages/order/ui/order-page.tsx']);
    expect(operation(closed, 'getOrder').mocks.data).toEqual(['mocks/api/order/tables.ts']);

    const unpaid = await diffFixture(fixture.root, (contract) => {
      schema(contract, 'OrderStatus').enum = ['paid', 'closed'];
    });
    expect(change(operation(unpaid, 'getOrder'), 'data.status').verdict).toBe('safe');
  });

  it('an enum value added to an answer breaks: the built check refuses it until the schemas are regenerated', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      schema(contract, 'OrderStatus').enum = ['unpaid', 'paid', 'closed', 'refunded'];
    });
    const status = change(operation(result, 'getOrder'), 'data.status');
    expect([status.kind, status.values, status.verdict]).toEqual(['enum-added', ['refunded'], 'breaks']);
  });

  it('an enum value of a request the portal sends is removed: breaks; one it never sends: safe', async () => {
    const wechat = await diffFixture(fixture.root, (contract) => {
      properties(contract, 'CreateOrderRequest').payType = { type: 'string', enum: ['alipay'] };
    });
    const payType = change(operation(wechat, 'createOrder'), 'payType');
    expect([payType.where, payType.verdict]).toEqual(['body', 'breaks']);
    expect(payType.screens).toEqual(['/buy']);

    const alipay = await diffFixture(fixture.root, (contract) => {
      properties(contract, 'CreateOrderRequest').payType = { type: 'string', enum: ['wechat'] };
    });
    expect(change(operation(alipay, 'createOrder'), 'payType').verdict).toBe('safe');
  });

  it('required flipped in an answer: no longer required breaks (the check refuses the answer), newly required is safe', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      schema(contract, 'Expert').required = ['id', 'summary'];
    });
    const list = operation(result, 'listExperts');
    const name = change(list, 'data.rows[].name');
    expect([name.kind, name.verdict]).toEqual(['required-off', 'breaks']);
    expect(name.screens).toEqual(['/experts']);
    const summary = change(list, 'data.rows[].summary');
    expect([summary.kind, summary.verdict]).toEqual(['required-on', 'safe']);
  });

  it('required flipped in a request: a field the portal does not send breaks, one it sends is safe, optional again is safe', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      schema(contract, 'CreateOrderRequest').required = ['couponId', 'remark'];
    });
    const create = operation(result, 'createOrder');
    const coupon = change(create, 'couponId');
    expect([coupon.kind, coupon.verdict]).toEqual(['required-on', 'breaks']);
    expect(coupon.screens).toEqual(['/buy']);
    const remark = change(create, 'remark');
    expect([remark.kind, remark.verdict]).toEqual(['required-on', 'safe']);
    expect(remark.readers).toEqual(['src/features/create-order/ui/order-form.tsx']);
    const pkg = change(create, 'packageId');
    expect([pkg.kind, pkg.verdict]).toEqual(['required-off', 'safe']);
  });

  it('a query parameter the page sends becomes required: safe; one it does not send: breaks', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const params = listParameters(contract);
      params[1] = { ...params[1], required: true };
      params[2] = { ...params[2], required: true };
    });
    const list = operation(result, 'listExperts');
    expect(change(list, 'keyword').verdict).toBe('safe');
    expect(change(list, 'institution').verdict).toBe('breaks');
  });

  it('a parameter added: required breaks, required with a default is tolerated, optional is safe', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      listParameters(contract).push(
        { name: 'region', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'size', in: 'query', required: true, schema: { type: 'integer', default: 10 } },
        { name: 'sort', in: 'query', required: false, schema: { type: 'string' } },
      );
    });
    const list = operation(result, 'listExperts');
    const region = change(list, 'region');
    expect([region.where, region.kind, region.verdict]).toEqual(['query', 'field-added', 'breaks']);
    expect(region.screens).toEqual(['/experts']);
    expect(change(list, 'size').verdict).toBe('tolerated');
    expect(change(list, 'sort').verdict).toBe('safe');
    expect(renderSummary(result)).toContain('query region added, required, string [/experts]');
  });

  it('a parameter the page sends is removed: breaks (the backend would ignore it); one it does not send: safe', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const params = listParameters(contract);
      params.splice(1, 1);
    });
    const keyword = change(operation(result, 'listExperts'), 'keyword');
    expect([keyword.kind, keyword.verdict]).toEqual(['field-removed', 'breaks']);
  });

  it('an operation removed: breaks where the portal calls it, safe where nothing does', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const paths = contract.paths as Json;
      delete paths['/portal/order/detail/{id}'];
      delete paths['/portal/legacy/stats'];
    });
    const order = operation(result, 'getOrder');
    expect([order.status, order.verdict]).toEqual(['removed', 'breaks']);
    expect(order.screens).toEqual(['/order']);
    expect(order.mocks.handlers).toEqual([{ file: 'mocks/api/order/handlers.ts', line: 4, what: "http.get('*/portal/order/detail/:id')" }]);
    const legacy = operation(result, 'getLegacyStats');
    expect([legacy.status, legacy.verdict, legacy.screens]).toEqual(['removed', 'safe', []]);
  });

  it('a path changed: breaks every screen that calls it, and names the handler of the old path', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const paths = contract.paths as Json;
      paths['/portal/expert/{expertId}'] = paths['/portal/expert/detail/{id}'];
      delete paths['/portal/expert/detail/{id}'];
    });
    const detail = operation(result, 'getExpert');
    expect(detail.changes.map((c) => [c.kind, c.verdict])).toEqual([['path-changed', 'breaks']]);
    expect(detail.screens).toEqual(['/expert/$id']);
    expect(detail.mocks.handlers.map((h) => h.what)).toEqual(["http.get('*/portal/expert/detail/:id')"]);
  });

  it('a path parameter renamed is the same address: no change', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const paths = contract.paths as Json;
      const op = at(paths, '/portal/expert/detail/{id}', 'get');
      op.parameters = [{ name: 'expertId', in: 'path', required: true, schema: { type: 'integer' } }];
      paths['/portal/expert/detail/{expertId}'] = paths['/portal/expert/detail/{id}'];
      delete paths['/portal/expert/detail/{id}'];
    });
    expect(result.operations).toEqual([]);
  });

  it('an operationId renamed on the same method and path is safe, and says the hooks will be renamed', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      at(contract, 'paths', '/portal/order/detail/{id}', 'get').operationId = 'getOrderDetail';
    });
    const renamed = operation(result, 'getOrderDetail');
    expect(renamed.changes.map((c) => [c.kind, c.verdict])).toEqual([['operation-renamed', 'safe']]);
    expect(renamed.screens).toEqual(['/order']);
  });

  it('nullable on: tolerated for an optional field (null is read as absent), breaks for a required one', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const props = properties(contract, 'Order');
      props.amount = { type: 'number', nullable: true };
      props.title = { type: 'string', nullable: true };
    });
    const order = operation(result, 'getOrder');
    expect(change(order, 'data.amount').verdict).toBe('tolerated');
    expect(change(order, 'data.title').verdict).toBe('breaks');
  });

  it("a call the app's entry makes through a tag module loaded on demand: its screen is every page", async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      const userType = properties(contract, 'UserInfo').userType as Json;
      userType.enum = ['website'];
    });
    const info = operation(result, 'getInfo');
    expect(info.callers).toEqual(['src/entities/session/model/session.ts']);
    expect(info.screens).toEqual(["the app's entry (every page)"]);
    const userType = change(info, 'data.userType');
    expect([userType.kind, userType.verdict, userType.readers]).toEqual(['enum-removed', 'breaks', ['src/entities/session/lib/role.ts']]);
  });

  it('a date now sent as a date-time is tolerated (the day is read from it); an added operation is safe', async () => {
    const result = await diffFixture(fixture.root, (contract) => {
      properties(contract, 'Order').paidAt = { type: 'string', format: 'date-time' };
      (contract.paths as Json)['/portal/order/list'] = {
        get: { operationId: 'listOrders', tags: ['order'], responses: { '200': { description: 'ok' } } },
      };
    });
    expect(change(operation(result, 'getOrder'), 'data.paidAt').verdict).toBe('tolerated');
    expect(operation(result, 'listOrders').verdict).toBe('safe');
  });
});

describe('route paths', () => {
  it('drops layout segments and names layouts and the root as such', () => {
    expect(routePathOf('/_portal/_center/agentHome')).toBe('/agentHome');
    expect(routePathOf('/_mobile/mobile/experts')).toBe('/mobile/experts');
    expect(routePathOf('/_portal/')).toBe('/');
    expect(routePathOf('/_portal/_center')).toBe('layout /_portal/_center (every page under it)');
    expect(routePathOf('__root__')).toBe('root (every page)');
  });
});
