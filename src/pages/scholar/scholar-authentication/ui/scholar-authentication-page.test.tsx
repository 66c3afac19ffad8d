import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fileInput,
  listStateCases,
  openAs,
  openForm,
  openPage,
  refuse,
  screen,
  submitExpecting,
  typeInto,
  valueOf,
  waitFor,
  within,
} from '@/app/test';
import type { UserSession } from '@/app/test';

afterEach(() => {
  vi.useRealTimers();
});

const statusCard = () =>
  screen.getByRole('heading', { level: 2, name: '认证状态' }).closest('[aria-labelledby="auth-status-title"]') as HTMLElement;

/** The application form of a signed-in individual, who is no scholar yet. */
const openApplication = () => openForm('individual', '/scholarAuthentication', () => screen.findByRole('form', { name: '学者认证申请' }));

async function fillForm(user: UserSession) {
  await typeInto(user, { 真实姓名: '张晓明', 工作单位: '京华大学历史学院', 职称: '副教授', 学科: '中国史' });
  await user.upload(fileInput(), new File(['png'], '工作证.png', { type: 'image/png' }));
  await screen.findByRole('list', { name: '已上传文件' });
}

describe('/scholarAuthentication', () => {
  it('shows a scholar the passed review and the way to the scholar pages', async () => {
    await openPage('/scholarAuthentication', '学者认证', 'scholar');
    await waitFor(() => expect(within(statusCard()).getByText('已认证')).toBeVisible());
    expect(within(statusCard()).getByText('江城大学马克思主义学院')).toBeVisible();
    expect(within(statusCard()).getByText('2024-06-07 11:30:00')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看我的主页' }).getAttribute('href')).toBe('/myPage');
    expect(screen.queryByRole('form', { name: '学者认证申请' })).not.toBeInTheDocument();
  });

  it('is where the guard sends a user who is not a scholar, with only this page in the menu', async () => {
    const app = await openAs('individual', '/myWorks');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/scholarAuthentication'));
    expect(await screen.findByRole('form', { name: '学者认证申请' })).toBeVisible();
    expect(await within(statusCard()).findByText('未认证')).toBeVisible();
    const menu = screen.getByRole('navigation', { name: '学者服务菜单' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['学者认证']);
  });

  it('checks the application before sending and focuses the first problem', async () => {
    const [user] = await openApplication();
    await typeInto(user, { 真实姓名: 'Zhang' });
    const rules = ['请输入正确的真实姓名（2–20 个汉字）', '请填写工作单位', '请填写职称', '请填写学科', '请上传证明材料'];
    await submitExpecting(user, '提交认证', rules, { focus: /^真实姓名/, notSentTo: 'submitScholarAuth' });
  });

  it('keeps the input and shows the server’s message when the application is refused', async () => {
    refuse('submitScholarAuth', '证明材料无法识别，请重新上传');
    const [user] = await openApplication();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    const form = screen.getByRole('form', { name: '学者认证申请' });
    expect(await within(form).findByText('证明材料无法识别，请重新上传')).toBeVisible();
    expect(valueOf(/^工作单位/)).toBe('京华大学历史学院');
  });

  it('sends the application, shows it as being reviewed, and opens the scholar pages once it passes', async () => {
    const [user] = await openApplication();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('学者认证已提交，请耐心等待审核')).toBeVisible();
    await waitFor(() => expect(within(statusCard()).getByText('审核中')).toBeVisible());
    expect(within(statusCard()).getByText('京华大学历史学院')).toBeVisible();
    expect(screen.queryByRole('form', { name: '学者认证申请' })).not.toBeInTheDocument();
    // The form the focus was in is gone: the status above it takes the focus.
    expect(document.activeElement).toBe(within(statusCard()).getByRole('heading', { name: '认证状态' }));

    // The mock approves an application after ten seconds; the page asks again while it waits.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    await waitFor(() => expect(within(statusCard()).getByText('已认证')).toBeVisible(), { timeout: 10_000 });
    const menu = screen.getByRole('navigation', { name: '学者服务菜单' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: '我的作品' })).toBeVisible());
  });

  listStateCases('getScholarAuth', 'individual', '/scholarAuthentication', {
    failure: '认证服务繁忙',
    loaded: () => screen.findByRole('form', { name: '学者认证申请' }),
  });

  it('tells an institution account that only individuals can apply', async () => {
    await openAs('agentMain', '/scholarAuthentication');
    expect(await screen.findByText('学者认证仅面向个人用户')).toBeVisible();
  });
});
