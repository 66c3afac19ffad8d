import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { smsLogin, tabTo } from './helpers';

/*
 * Buying and paying for a resource package with the keyboard alone. The coupon and the
 * pay type are radio groups: Tab reaches the chosen one, the arrow keys choose another.
 */

test('pay by keyboard: buy a package, choose a coupon and Alipay with arrows, pay with Enter', async ({ page }) => {
  await page.goto('/login?redirect=%2FbuyResource');
  await smsLogin(page, demoCredentials.individual.mobile);
  await expect(page).toHaveURL(/\/buyResource$/);

  await tabTo(page, page.getByRole('button', { name: '立即购买 学术进阶包' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payResource\?orderId=DD\d+$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥299.00');
  const firstOrder = new URL(page.url()).searchParams.get('orderId');

  // Coupons: 不使用优惠券 is chosen; ArrowDown moves to the first usable coupon (the order is
  // made again with it), skipping the one whose threshold the order does not reach.
  const coupons = page.getByRole('radiogroup', { name: /优惠券/ });
  await tabTo(page, coupons.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(coupons.getByRole('radio', { name: /满100减20/ })).toBeChecked();
  await expect(page.getByTestId('pay-amount')).toHaveText('¥279.00');
  await expect.poll(() => new URL(page.url()).searchParams.get('orderId')).not.toBe(firstOrder);
  await expect(coupons.getByRole('radio', { name: /满100减20/ })).toBeFocused();

  const payTypes = page.getByRole('radiogroup', { name: '支付方式' });
  await tabTo(page, payTypes.getByRole('radio', { name: /微信支付/ }));
  await page.keyboard.press('ArrowRight');
  await expect(payTypes.getByRole('radio', { name: /支付宝/ })).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: '确认支付' }));
  await page.keyboard.press('Enter');
  const paid = page.getByRole('heading', { name: /支付成功/ });
  await expect(paid).toBeVisible();
  await expect(paid).toBeFocused();
  await expect(page.getByText('支付宝', { exact: true })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: '查看隐私资源' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacyResource$/);
});
