import { describe, expect, it } from 'vitest';
import { HttpResponse, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within } from '@/app/test';

async function open() {
  const app = await openAs('scholar', '/scholarInfo');
  await screen.findByRole('form', { name: '学者信息' });
  return app;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

describe('/scholarInfo', () => {
  it('fills the form with the current profile and avatar', async () => {
    await open();
    expect(field(/^姓名/).value).toBe('李文博');
    expect(field(/^职称/).value).toBe('教授');
    expect(field(/^研究方向/).value).toBe('中国式现代化，马克思主义中国化时代化，唯物史观，国家治理现代化');
    expect(field(/^教育经历/).value.split('\n')).toHaveLength(3);
    expect(screen.getByRole('img', { name: '当前图片' }).getAttribute('src')).toMatch(/^\/api\/common\/imageView\//);
    expect(screen.getByText(/绑定手机：139\*\*\*\*9000/)).toBeVisible();
  });

  listStateCases('getScholarProfile', 'scholar', '/scholarInfo', {
    failure: '学者服务繁忙',
    loaded: () => screen.findByRole('form', { name: '学者信息' }),
  });

  it('checks the fields before sending and focuses the first problem', async () => {
    const sent: unknown[] = [];
    server.use(onApi('updateScholarProfile', async ({ request }) => void sent.push(await request.json())));
    const user = userEvent.setup();
    await open();
    await user.clear(field(/^姓名/));
    await user.clear(field(/^研究方向/));
    await user.type(field(/^研究方向/), '一个远远超过二十个字的研究方向名称用来测试长度限制是否有效');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请填写姓名')).toBeVisible();
    expect(screen.getByText('请填写 1–8 个研究方向，每个不超过 20 字')).toBeVisible();
    expect(document.activeElement).toBe(field(/^姓名/));
    expect(sent).toEqual([]);
  });

  it('keeps the input and shows the server’s message when the save is refused', async () => {
    server.use(onApi('updateScholarProfile', () => HttpResponse.json({ code: 500, msg: '个人简介包含不当内容' })));
    const user = userEvent.setup();
    await open();
    await user.clear(field(/^职称/));
    await user.type(field(/^职称/), '二级教授');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const form = screen.getByRole('form', { name: '学者信息' });
    expect(await within(form).findByText('个人简介包含不当内容')).toBeVisible();
    expect(field(/^职称/).value).toBe('二级教授');
  });

  it('saves the profile and shows the change on the public page', async () => {
    const user = userEvent.setup();
    const app = await open();
    await user.clear(field(/^职称/));
    await user.type(field(/^职称/), '二级教授');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('学者信息已保存')).toBeVisible();
    expect(field(/^职称/).value).toBe('二级教授');
    await app.router.navigate({ to: '/myPage' });
    expect(await screen.findByRole('heading', { level: 2, name: '李文博' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('二级教授')).toBeVisible());
  });
});
