import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, screen, within, openPage } from '@/app/test';

describe('/check', () => {
  it('explains the service, lists the check types with prices and leads to /checkSubmit', async () => {
    await openPage('/check', '学术查重');
    const section = screen.getByRole('region', { name: '检测类型与价格' });
    expect(await within(section).findByText('本科毕业论文检测')).toBeVisible();
    expect(within(section).getByText('¥68.00')).toBeVisible();
    expect(within(section).getByText('¥298.00')).toBeVisible();
    const choose = within(section).getAllByRole('link', { name: '选择此类型检测' });
    expect(choose).toHaveLength(4);
    expect(choose[0]!.getAttribute('href')).toBe('/checkSubmit?service=check&typeId=101');
    expect(screen.getByRole('link', { name: '立即检测' }).getAttribute('href')).toBe('/checkSubmit?service=check');
    expect(within(screen.getByRole('list', { name: '检测流程' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  checkTypeStateCases('getCheckConfig', '/check', '本科毕业论文检测');
});
