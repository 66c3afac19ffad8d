import { expect, test } from './fixtures';
import { agentLogin, smsLogin } from './helpers';

// A tiny valid PNG (1x1): the mock stores the bytes and serves them back through the image view.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'utf8');

test('an individual sees the center at a glance on /userIndex', async ({ page }) => {
  await page.goto('/login');
  await smsLogin(page);
  await expect(page).toHaveURL(/\/userIndex$/);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '张晓明' })).toBeVisible();
  await expect(page.getByText('未认证')).toBeVisible();
  await expect(page.getByText('¥128.50')).toBeVisible();
  const services = page.getByRole('region', { name: '我的服务' });
  await expect(services.getByRole('listitem')).toHaveCount(6);
  const recent = page.getByRole('table', { name: '最近记录' });
  await expect(recent.getByRole('row')).toHaveCount(6);
});

test('an individual applies for real-name authentication with both ID card photos', async ({ page }) => {
  await page.goto('/login?redirect=%2Fauthentication');
  await smsLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
  const form = page.getByRole('form', { name: '实名认证' });
  await form.getByRole('textbox', { name: /真实姓名/ }).fill('张晓明');
  await form.getByRole('textbox', { name: /身份证号码/ }).fill('11010519491231002X');

  // The two upload areas in page order: the portrait side, then the national emblem side.
  for (const [index, name] of ['人像面.png', '国徽面.png'].entries()) {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: '选择文件', exact: true }).nth(index).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('list', { name: '已上传文件' }).getByText(name)).toBeVisible();
  }
  await expect(form.getByRole('img', { name: '人像面.png' })).toBeVisible();

  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '实名认证审核中' })).toBeVisible();
  await expect(page.getByText('张*明')).toBeVisible();
});

test('a main account submits two documents at once on /moreCheckCenter', async ({ page }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, 'agent', 'Agent@123');
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByRole('navigation', { name: '机构中心菜单' }).getByRole('link', { name: '批量检测' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '批量检测' })).toBeVisible();
  await page.getByRole('radio', { name: '硕士学位论文检测' }).check({ force: true });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '选择文件', exact: true }).click();
  await (
    await chooser
  ).setFiles([
    { name: '古籍文字识别方法研究.pdf', mimeType: 'application/pdf', buffer: pdf('一') },
    { name: '宋代书院考.pdf', mimeType: 'application/pdf', buffer: pdf('二') },
  ]);
  await expect(page.getByRole('list', { name: '已上传文件' }).getByRole('listitem')).toHaveCount(2);
  // Titles start as the file names (in the order the uploads finished).
  const titles = page.getByRole('textbox', { name: /论文题目/ });
  await expect(titles).toHaveCount(2);
  expect((await titles.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).sort()).toEqual([
    '古籍文字识别方法研究',
    '宋代书院考',
  ]);

  await page.getByRole('textbox', { name: '统一填写作者' }).fill('张三');
  await page.getByRole('button', { name: '应用到全部' }).click();
  await expect(page.getByText('¥396.00')).toBeVisible();
  await page.getByRole('button', { name: '批量提交检测' }).click();

  await expect(page.getByRole('heading', { name: /提交成功/ })).toBeVisible();
  const rows = page.getByRole('table', { name: '提交结果' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('table', { name: '提交结果' })).toContainText('古籍文字识别方法研究.pdf');
  await expect(page.getByRole('table', { name: '提交结果' })).toContainText('宋代书院考.pdf');
  await expect(rows.nth(1).getByRole('link', { name: /^BG\d+$/ })).toBeVisible();
  await page.getByRole('link', { name: '查看检测记录' }).click();
  await expect(page).toHaveURL(/\/checkRecord$/);
});
