import { describe, expect, it } from 'vitest';
import { screen, submitExpecting, tablePage, waitFor, within } from '@/app/test';

const rules = tablePage('listIpRules', 'agentMain', '/ipManage', 'IP 规则列表');

describe('/ipManage', () => {
  it('lists the allowed ranges with their sizes', async () => {
    const [, , table] = await rules.open();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const campus = within(table).getByRole('cell', { name: '10.12.0.0 – 10.12.255.255' }).closest('tr') as HTMLElement;
    expect(within(campus).getByText('10.12.0.0/16')).toBeVisible();
    expect(within(campus).getByText('65,536')).toBeVisible();
    expect(within(campus).getByText('校园网（主校区）')).toBeVisible();
    expect(screen.getByText('已添加的规则：4 / 50 条')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  rules.stateCases('还没有 IP 规则', 'IP 服务繁忙');

  it('checks the address, keeps it when the server finds an overlap, adds a CIDR block and deletes a rule', async () => {
    const [user, , table] = await rules.open();
    const form = screen.getByRole('form', { name: '添加允许的 IP' });

    await submitExpecting(user, '添加', ['请输入 IP 地址'], { within: form });
    await user.type(within(form).getByLabelText(/^IP 地址/), '10.12.300.1');
    await submitExpecting(user, '添加', ['IP 地址格式不正确，应为 4 段 0–255 的数字，如 192.168.1.10'], { within: form });

    // The address typed for one IP stays as the start of a range.
    await user.click(within(form).getByRole('radio', { name: 'IP 段' }));
    expect((within(form).getByLabelText(/^起始 IP/) as HTMLInputElement).value).toBe('10.12.300.1');
    await user.clear(within(form).getByLabelText(/^起始 IP/));
    await user.type(within(form).getByLabelText(/^起始 IP/), '10.12.8.1');
    await user.type(within(form).getByLabelText(/^结束 IP/), '10.12.7.1');
    await submitExpecting(user, '添加', ['结束 IP 不能小于起始 IP'], { within: form });
    await user.clear(within(form).getByLabelText(/^结束 IP/));
    await user.type(within(form).getByLabelText(/^结束 IP/), '10.12.8.255');
    expect(within(form).getByText('将允许 10.12.8.1 – 10.12.8.255，共 255 个地址')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await within(form).findByText('与已有规则「校园网（主校区）」重叠')).toBeVisible();
    expect((within(form).getByLabelText(/^起始 IP/) as HTMLInputElement).value).toBe('10.12.8.1');

    await user.click(within(form).getByRole('radio', { name: 'CIDR 网段' }));
    await user.type(within(form).getByRole('textbox', { name: /^CIDR 网段/ }), '192.168.10.77/24');
    expect(within(form).getByText('将允许 192.168.10.0 – 192.168.10.255，共 256 个地址（按网段 192.168.10.0/24 保存）')).toBeVisible();
    await user.type(within(form).getByLabelText(/^备注/), '继续教育学院');
    await user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await screen.findByText('已添加 IP 规则')).toBeVisible();
    expect(await within(table).findByRole('cell', { name: '192.168.10.0/24' })).toBeVisible();
    expect((within(form).getByRole('textbox', { name: /^CIDR 网段/ }) as HTMLInputElement).value).toBe('');

    await user.click(within(table).getByRole('button', { name: '删除 58.48.196.10' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '删除 IP 规则' })).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 IP 规则')).toBeVisible();
    await waitFor(() => expect(within(table).queryByRole('cell', { name: '58.48.196.10' })).not.toBeInTheDocument());
  });
});
