import { describe, expect, it } from 'vitest';
import { $mobile, $nickName } from '@/entities/session';
import { HttpResponse, onApi, openAs, screen, server, userEvent, waitFor, within } from '@/app/test';

async function open() {
  const app = await openAs('individual', '/setCenter');
  await screen.findByRole('heading', { level: 1, name: '账号设置' });
  return app;
}

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) {
    await user.click(element);
    await user.paste(text);
  }
}

const profileForm = () => screen.getByRole('form', { name: '基本资料' });
const mobileForm = () => screen.getByRole('form', { name: '更换手机号' });

describe('/setCenter profile', () => {
  it('starts from the current nickname, validates it, and saves it into the session', async () => {
    const user = userEvent.setup();
    await open();
    const nickName = within(profileForm()).getByRole('textbox', { name: /昵称/ }) as HTMLInputElement;
    expect(nickName.value).toBe('张晓明');

    await fill(user, nickName, '');
    await user.click(within(profileForm()).getByRole('button', { name: '保存资料' }));
    expect(within(profileForm()).getByText('请输入昵称')).toBeVisible();
    expect(document.activeElement).toBe(nickName);

    await fill(user, nickName, '晓明同学');
    await user.click(within(profileForm()).getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect($nickName.getState()).toBe('晓明同学'));
    expect(within(profileForm()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the nickname and shows the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    server.use(onApi('updateMyProfile', () => HttpResponse.json({ code: 500, msg: '昵称包含敏感词，请修改' })));
    await open();
    const nickName = within(profileForm()).getByRole('textbox', { name: /昵称/ }) as HTMLInputElement;
    await fill(user, nickName, '测试昵称');
    await user.click(within(profileForm()).getByRole('button', { name: '保存资料' }));
    expect(await within(profileForm()).findByText('昵称包含敏感词，请修改')).toBeVisible();
    expect(nickName.value).toBe('测试昵称');
    expect($nickName.getState()).toBe('张晓明');
  });
});

describe('/setCenter mobile', () => {
  it('checks the new number, sends the code with a 60-second wait, and binds the number', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/login/sendSms')) sent.push(request.url);
    });
    await open();
    expect(within(mobileForm()).getByText('138****8000')).toBeVisible();
    const mobile = within(mobileForm()).getByRole('textbox', { name: /新手机号/ }) as HTMLInputElement;
    const code = within(mobileForm()).getByRole('textbox', { name: /短信验证码/ }) as HTMLInputElement;

    await user.click(within(mobileForm()).getByRole('button', { name: '获取验证码' }));
    expect(within(mobileForm()).getByText('请输入手机号')).toBeVisible();
    await fill(user, mobile, '13800138000');
    await user.click(within(mobileForm()).getByRole('button', { name: '获取验证码' }));
    expect(within(mobileForm()).getByText('新手机号不能与当前手机号相同')).toBeVisible();
    await fill(user, mobile, ' 13700137000 ');
    await user.click(within(mobileForm()).getByRole('button', { name: '获取验证码' }));
    expect(await within(mobileForm()).findByRole('button', { name: /^(60|59) 秒后重发$/ })).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(document.activeElement).toBe(code);

    await user.click(within(mobileForm()).getByRole('button', { name: '确认更换' }));
    expect(within(mobileForm()).getByText('请输入短信验证码')).toBeVisible();
    await fill(user, code, '123456');
    await user.click(within(mobileForm()).getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect($mobile.getState()).toBe('13700137000'));
    expect(mobile.value).toBe('');
    server.events.removeAllListeners();
  });

  it('keeps the input when the number belongs to another account', async () => {
    const user = userEvent.setup();
    await open();
    const mobile = within(mobileForm()).getByRole('textbox', { name: /新手机号/ }) as HTMLInputElement;
    await fill(user, mobile, '13900139000');
    await fill(user, within(mobileForm()).getByRole('textbox', { name: /短信验证码/ }), '123456');
    await user.click(within(mobileForm()).getByRole('button', { name: '确认更换' }));
    expect(await within(mobileForm()).findByText('该手机号已绑定其他账号')).toBeVisible();
    expect(mobile.value).toBe('13900139000');
    expect($mobile.getState()).toBe('13800138000');
  });
});
