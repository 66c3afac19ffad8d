import { describe, expect, it } from 'vitest';
import { screen, within, openPage } from '@/app/test';

// Static content (no call): no loading, empty or error state to show.
describe('/signingProcess', () => {
  it('shows the signing process as an ordered timeline and leads to the application', async () => {
    await openPage('/signingProcess', '签约流程');
    const steps = within(screen.getByRole('list', { name: '签约步骤' })).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]!.textContent).toContain('提交合作申请');
    expect(steps[3]!.textContent).toContain('签订合作协议');
    expect(screen.getByRole('list', { name: '签约步骤' }).tagName).toBe('OL');
    expect(screen.getByRole('link', { name: '提交合作申请' }).getAttribute('href')).toBe('/submitApplication');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });
});
