import { describe, expect, it } from 'vitest';
import { $authStatus } from '@/entities/session';
import { HttpResponse, onApi, openAs, renderApp, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const photoInput = (label: string) =>
  within(screen.getByText(label, { selector: 'label' }).parentElement!).getByLabelText(label, { selector: 'input' });

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

async function uploadPhotos(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(photoInput('身份证人像面') as HTMLInputElement, new File([new Uint8Array(64)], 'front.png', { type: 'image/png' }));
  await user.upload(photoInput('身份证国徽面') as HTMLInputElement, new File([new Uint8Array(64)], 'back.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(screen.getAllByRole('list', { name: '已上传文件' })).toHaveLength(2));
}

describe('/authentication', () => {
  it('validates the name, the ID number’s check character and both photos, then shows the review', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage('/authentication', '实名认证', 'individual');
    await user.click(await screen.findByRole('button', { name: '提交认证' }));
    expect(screen.getByText('请输入真实姓名')).toBeTruthy();
    expect(screen.getByText('请输入身份证号码')).toBeTruthy();
    expect(screen.getByText('请上传身份证人像面照片')).toBeTruthy();
    expect(screen.getByText('请上传身份证国徽面照片')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^真实姓名/));

    await fill(user, field(/^真实姓名/), '张晓明');
    await fill(user, field(/^身份证号码/), '110105194912310021');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^身份证号码/));

    await fill(user, field(/^身份证号码/), '11010519491231002x');
    await uploadPhotos(user);
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    const pending = await screen.findByRole('heading', { name: '实名认证审核中' });
    // The form the focus was in is gone: the review status takes it.
    await waitFor(() => expect(document.activeElement).toBe(pending));
    expect(screen.getByText('张*明')).toBeTruthy();
    await waitFor(() => expect($authStatus.getState()).toBe(1));
    expect(screen.getByRole('button', { name: '刷新状态' })).toBeTruthy();
  });

  it('keeps everything typed and uploaded when the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(onApi('submitRealNameAuth', () => HttpResponse.json({ code: 500, msg: '身份信息核验未通过，请核对姓名与身份证号码' })));
    await openAs('individual', '/authentication');
    await screen.findByRole('button', { name: '提交认证' });
    await fill(user, field(/^真实姓名/), '张晓明');
    await fill(user, field(/^身份证号码/), '11010519491231002X');
    await uploadPhotos(user);
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('身份信息核验未通过，请核对姓名与身份证号码')).toBeTruthy();
    expect(field(/^真实姓名/).value).toBe('张晓明');
    expect(field(/^身份证号码/).value).toBe('11010519491231002X');
    expect(screen.getAllByRole('list', { name: '已上传文件' })).toHaveLength(2);
  });

  it('shows a passed authentication, a refusal’s reason above the form, and a failed load', async () => {
    let answer: () => Response = () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          status: 2,
          realName: '张*明',
          idNumber: '1101**********002X',
          frontFileId: '1',
          backFileId: '2',
          submitTime: '2026-10-01 10:00:00',
          auditTime: '2026-10-02 09:30:00',
          rejectReason: null,
        },
      });
    server.use(onApi('getRealNameAuth', () => answer()));
    let app = await openAs('individual', '/authentication');
    expect(await screen.findByRole('heading', { name: '您已完成实名认证' })).toBeTruthy();
    expect(screen.getByText('2026-10-02 09:30:00')).toBeTruthy();
    app.close();

    answer = () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          status: 3,
          realName: '张*明',
          idNumber: '1101**********002X',
          frontFileId: '1',
          backFileId: '2',
          submitTime: '2026-10-01 10:00:00',
          auditTime: '2026-10-02 09:30:00',
          rejectReason: '身份证照片模糊。',
        },
      });
    app = renderApp('/authentication');
    expect(await screen.findByText('实名认证未通过')).toBeTruthy();
    expect(screen.getByText(/身份证照片模糊。/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交认证' })).toBeTruthy();
    app.close();

    answer = () => HttpResponse.json({ code: 500, msg: '服务繁忙' });
    app = renderApp('/authentication');
    expect(await screen.findByText('认证信息加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
