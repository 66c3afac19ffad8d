import type { Locator, Page } from '@playwright/test';
import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { agentLogin, smsLogin, tabTo } from './helpers';

/*
 * Each kind of submission form sent with the keyboard alone. Fields are reached with
 * Tab and typed into; a file is picked in the chooser that Enter or Space opened on the drop
 * zone or on 选择文件; the form is sent with Enter; the outcome takes the focus, so the keyboard
 * user is not left on <body> when the form goes away.
 */

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'utf8');
// A 1x1 PNG: the mock stores the bytes and serves them back through the image view.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Tabs to each field in turn and types its text. */
async function typeInto(page: Page, fields: ReadonlyArray<readonly [Locator, string]>) {
  for (const [field, text] of fields) {
    await tabTo(page, field);
    await page.keyboard.type(text);
  }
}

/** Tabs to an upload control, opens the system chooser with `key` and picks the files. */
async function pickFiles(page: Page, trigger: Locator, key: 'Enter' | 'Space', files: PickedFile[]) {
  await tabTo(page, trigger);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press(key);
  await (await chooser).setFiles(files);
}

/**
 * The outcome's way back to an empty form (继续提交, 再提交一份, …) by keyboard: the form takes the
 * focus, so the next Tab reaches its first control instead of starting over from the page's top.
 */
async function submitAnother(page: Page, button: string, form: Locator, first: Locator) {
  await tabTo(page, page.getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
  await expect(form).toBeFocused();
  await tabTo(page, first, 1);
}

async function logInIndividual(page: Page, path: string, mobile: string = demoCredentials.individual.mobile) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await smsLogin(page, mobile);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function logInAgent(page: Page, path: string) {
  await page.goto(`/agentLogin?redirect=${encodeURIComponent(path)}`);
  await agentLogin(page, demoCredentials.agentMain.username, demoCredentials.agentMain.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('patent evaluation by keyboard: number, second evaluation type with ArrowDown, Enter', async ({ page }) => {
  await page.goto('/patentEvaluation');
  const form = page.getByRole('form', { name: '专利评估申请' });
  await typeInto(page, [[form.getByRole('textbox', { name: /专利号/ }), 'CN1030001A']]);
  await expect(form.getByText('专利号格式正确')).toBeVisible();
  const types = form.getByRole('radio');
  await tabTo(page, types.first());
  await page.keyboard.press('ArrowDown');
  await expect(types.nth(1)).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: '提交评估申请' }));
  await page.keyboard.press('Enter');
  const received = page.getByRole('status').filter({ hasText: '已收到您的评估申请' });
  await expect(received).toContainText('CN1030001A');
  await expect(received).toContainText('专利稳定性分析');
  await expect(received.getByText('✓ 已收到您的评估申请')).toBeFocused();
  await submitAnother(page, '评估其他专利', form, form.getByRole('textbox', { name: /专利号/ }));
});

test('cooperation application by keyboard: five fields, Enter on 提交申请', async ({ page }) => {
  await page.goto('/submitApplication');
  const form = page.getByRole('form', { name: '合作申请' });
  await typeInto(page, [
    [form.getByRole('textbox', { name: /^姓名/ }), '王键盘'],
    [form.getByRole('textbox', { name: /^单位名称/ }), '江城大学'],
    [form.getByRole('textbox', { name: /^手机号/ }), '13700137000'],
    [form.getByRole('textbox', { name: /^邮箱/ }), 'keyboard@example.com'],
    [form.getByRole('textbox', { name: /^合作内容/ }), '希望以键盘完成版权运营合作的申请。'],
  ]);
  await tabTo(page, form.getByRole('button', { name: '提交申请' }));
  await page.keyboard.press('Enter');
  const done = page.getByRole('heading', { level: 2, name: /申请已提交/ });
  await expect(done).toBeFocused();
  await submitAnother(page, '再提交一份', form, form.getByRole('textbox', { name: /^姓名/ }));
});

test('patent check by keyboard: type, document (Space on the drop zone), name, applicant, Enter', async ({ page }) => {
  await logInIndividual(page, '/patentCheck');
  const form = page.getByRole('form', { name: '提交专利检测' });
  await expect(form.getByRole('radio').first()).toBeChecked();
  await tabTo(page, form.getByRole('radio').first());
  await pickFiles(page, form.getByRole('button', { name: /将文件拖到此处/ }), 'Space', [
    { name: '专利申请文件.pdf', mimeType: 'application/pdf', buffer: pdf('专利') },
  ]);
  await expect(form.getByRole('list', { name: '已上传文件' }).getByText('专利申请文件.pdf')).toBeVisible();
  await typeInto(page, [
    [form.getByRole('textbox', { name: /^专利名称/ }), '一种键盘操作的检测方法'],
    [form.getByRole('textbox', { name: /^申请人/ }), '张晓明'],
  ]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /提交成功/ })).toBeFocused();
  await submitAnother(page, '继续提交', form, form.getByRole('radio', { checked: true }));
});

test('real-name authentication by keyboard: name, ID number, both photos by Enter, submit', async ({ page }) => {
  await logInIndividual(page, '/authentication');
  const form = page.getByRole('form', { name: '实名认证' });
  await typeInto(page, [
    [form.getByRole('textbox', { name: /真实姓名/ }), '张晓明'],
    [form.getByRole('textbox', { name: /身份证号码/ }), '11010519491231002X'],
  ]);
  for (const [index, name] of ['人像面.png', '国徽面.png'].entries()) {
    await pickFiles(page, form.getByRole('button', { name: '选择文件', exact: true }).nth(index), 'Enter', [
      { name, mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(form.getByRole('list', { name: '已上传文件' }).getByText(name)).toBeVisible();
  }
  await tabTo(page, form.getByRole('button', { name: '提交认证' }));
  await page.keyboard.press('Enter');
  const pending = page.getByRole('heading', { level: 2, name: '实名认证审核中' });
  await expect(pending).toBeVisible();
  await expect(pending).toBeFocused();
});

test('scholar authentication by keyboard: four fields, materials by Enter on the drop zone, submit', async ({ page }) => {
  await logInIndividual(page, '/scholarAuthentication');
  const form = page.getByRole('form', { name: '学者认证申请' });
  await typeInto(page, [
    [form.getByRole('textbox', { name: /^真实姓名/ }), '张晓明'],
    [form.getByRole('textbox', { name: /^工作单位/ }), '江城大学文学院'],
    [form.getByRole('textbox', { name: /^职称/ }), '副教授'],
    [form.getByRole('textbox', { name: /^学科/ }), '中国古典文献学'],
  ]);
  await pickFiles(page, form.getByRole('button', { name: /将文件拖到此处/ }), 'Enter', [
    { name: '教师资格证明.pdf', mimeType: 'application/pdf', buffer: pdf('证明') },
  ]);
  await expect(form.getByRole('list', { name: '已上传文件' }).getByText('教师资格证明.pdf')).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: '提交认证' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('学者认证已提交，请耐心等待审核')).toBeVisible();
  const status = page.getByRole('heading', { level: 2, name: '认证状态' });
  await expect(status).toBeFocused();
  await expect(page.getByText('您的认证申请正在审核中，审核结果会显示在这里。')).toBeVisible();
});

test('works upload by keyboard: title, type by arrows, abstract, keywords, file by Space, submit', async ({ page }) => {
  await logInIndividual(page, '/uploadWorks', demoCredentials.scholar.mobile);
  const form = page.getByRole('form', { name: '上传作品' });
  await typeInto(page, [[form.getByRole('textbox', { name: /^作品标题/ }), '键盘上传的作品']]);
  const kind = form.getByRole('combobox', { name: /^作品类型/ });
  await tabTo(page, kind);
  await page.keyboard.press('ArrowDown');
  await expect(kind).not.toHaveValue('');
  // The publication date is optional and left empty.
  await typeInto(page, [
    [form.getByRole('textbox', { name: /^摘要/ }), '本文以键盘完成全部操作。'],
    [form.getByRole('textbox', { name: /^关键词/ }), '键盘，无障碍'],
  ]);
  await pickFiles(page, form.getByRole('button', { name: '选择文件', exact: true }), 'Space', [
    { name: '键盘作品.pdf', mimeType: 'application/pdf', buffer: pdf('作品') },
  ]);
  await expect(form.getByRole('list', { name: '已上传文件' }).getByText('键盘作品.pdf')).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: '提交审核' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myWorks/);
  await expect(page.getByRole('article', { name: '键盘上传的作品' })).toContainText('审核中');
});

const agentDocumentForms = [
  { path: '/singleCheckCenter', submit: '提交检测', files: ['单篇论文.pdf'] },
  { path: '/moreCheckCenter', submit: '批量提交检测', files: ['批量一.pdf', '批量二.pdf'] },
  { path: '/aigcSubmit', submit: '提交AIGC检测', files: ['生成内容.pdf'] },
] as const;

for (const { path, submit, files } of agentDocumentForms) {
  test(`institution document submission by keyboard on ${path}: type, ${files.length} file(s), titles and authors, Enter`, async ({
    page,
  }) => {
    await logInAgent(page, path);
    const form = page.getByRole('form', { name: submit });
    await expect(form.getByRole('radio').first()).toBeChecked();
    await tabTo(page, form.getByRole('radio').first());
    await pickFiles(
      page,
      form.getByRole('button', { name: /将文件拖到此处/ }),
      'Enter',
      files.map((name) => ({ name, mimeType: 'application/pdf', buffer: pdf(name) })),
    );
    await expect(form.getByRole('list', { name: '已上传文件' }).getByRole('listitem')).toHaveCount(files.length);
    // Titles start as the file names; each author is typed.
    const authors = form.getByRole('textbox', { name: /^作者/ });
    await expect(authors).toHaveCount(files.length);
    for (let i = 0; i < files.length; i += 1) {
      await tabTo(page, authors.nth(i));
      await page.keyboard.type(`作者${i + 1}`);
    }
    await tabTo(page, form.getByRole('button', { name: submit }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /提交成功/ })).toBeFocused();
    await submitAnother(page, '继续提交', form, form.getByRole('radio', { checked: true }));
  });
}

const agentPatentForms = [
  { path: '/patentSubmit', submit: '提交专利评估', file: false },
  { path: '/patentTestSubmit', submit: '提交专利检测', file: true },
] as const;

for (const { path, submit, file } of agentPatentForms) {
  test(`institution patent submission by keyboard on ${path}: type, number, name, owner${file ? ', document' : ''}, Enter`, async ({
    page,
  }) => {
    await logInAgent(page, path);
    const form = page.getByRole('form', { name: submit });
    await expect(form.getByRole('radio').first()).toBeChecked();
    await tabTo(page, form.getByRole('radio').first());
    if (file) {
      await pickFiles(page, form.getByRole('button', { name: '选择文件', exact: true }), 'Enter', [
        { name: '申请文件.pdf', mimeType: 'application/pdf', buffer: pdf('申请文件') },
      ]);
      await expect(form.getByRole('list', { name: '已上传文件' }).getByText('申请文件.pdf')).toBeVisible();
    }
    await typeInto(page, [
      [form.getByRole('textbox', { name: /^专利号/ }), 'CN1030001A'],
      [form.getByRole('textbox', { name: /^专利名称/ }), '一种键盘操作的评估方法'],
      [form.getByRole('textbox', { name: /^专利权人/ }), '江城大学'],
    ]);
    await tabTo(page, form.getByRole('button', { name: submit }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /提交成功/ })).toBeFocused();
    await submitAnother(page, '继续提交', form, form.getByRole('radio', { checked: true }));
  });
}
