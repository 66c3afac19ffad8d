import { describe, expect, it } from 'vitest';
import { $user } from '@/entities/session';
import {
  HttpResponse,
  onApi,
  openAs,
  openForm,
  pasteInto,
  refuse,
  renderApp,
  screen,
  server,
  submitExpecting,
  waitFor,
  within,
} from '@/app/test';
import type { UserSession } from '@/app/test';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const photoInput = (label: string) =>
  within(screen.getByText(label, { selector: 'label' }).parentElement!).getByLabelText(label, { selector: 'input' });

/** Replaces what the field holds with `text`. */
async function fill(user: UserSession, element: HTMLElement, text: string) {
  await user.clear(element);
  await pasteInto(user, element, text);
}

/** The form of a signed-in individual who has not applied yet. */
const openApplication = () => openForm('individual', '/authentication', () => screen.findByRole('button', { name: '提交认证' }));

async function uploadPhotos(user: UserSession) {
  await user.upload(photoInput('身份证人像面') as HTMLInputElement, new File([new Uint8Array(64)], 'front.png', { type: 'image/png' }));
  await user.upload(photoInput('身份证国徽面') as HTMLInputElement, new File([new Uint8Array(64)], 'back.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(screen.getAllByRole('list', { name: '已上传文件' })).toHaveLength(2));
}

describe('/authentication', () => {
  it('validates the name, the ID number’s check character and both photos, then shows the review', async () => {
    const [user] = await openApplication();
    expect(screen.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
    const rules = ['请输入真实姓名', '请输入身份证号码', '请上传身份证人像面照片', '请上传身份证国徽面照片'];
    await submitExpecting(user, '提交认证', rules, { focus: /^真实姓名/ });

    await fill(user, field(/^真实姓名/), '张晓明');
    await fill(user, field(/^身份证号码/), '110105194912310021');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();
    expect(document.activeElement).toBe(field(/^身份证号码/));

    await fill(user, field(/^身份证号码/), '11010519491231002x');
    await uploadPhotos(user);
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    const pending = await screen.findByRole('heading', { name: '实名认证审核中' });
    // The form the focus was in is gone: the review status takes it.
    await waitFor(() => expect(document.activeElement).toBe(pending));
    expect(screen.getByText('张*明')).toBeVisible();
    await waitFor(() => expect($user.getState().authStatus).toBe(1));
    expect(screen.getByRole('button', { name: '刷新状态' })).toBeEnabled();
  });

  it('keeps everything typed and uploaded when the server refuses', async () => {
    refuse('submitRealNameAuth', '身份信息核验未通过，请核对姓名与身份证号码');
    const [user] = await openApplication();
    await fill(user, field(/^真实姓名/), '张晓明');
    await fill(user, field(/^身份证号码/), '11010519491231002X');
    await uploadPhotos(user);
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('身份信息核验未通过，请核对姓名与身份证号码')).toBeVisible();
    expect(field(/^真实姓名/).value).toBe('张晓明');
    expect(field(/^身份证号码/).value).toBe('11010519491231002X');
    expect(screen.getAllByRole('list', { name: '已上传文件' })).toHaveLength(2);
  });

  it('shows a passed authentication, a refusal’s reason above the form, and a failed load', async () => {
    /** A reviewed authentication: 2 passed, 3 refused with `rejectReason`. */
    const reviewed = (status: 2 | 3, rejectReason: string | null) => () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          status,
          realName: '张*明',
          idNumber: '1101**********002X',
          frontFileId: '1',
          backFileId: '2',
          submitTime: '2026-10-01 10:00:00',
          auditTime: '2026-10-02 09:30:00',
          rejectReason,
        },
      });
    let answer: () => Response = reviewed(2, null);
    server.use(onApi('getRealNameAuth', () => answer()));
    let app = await openAs('individual', '/authentication');
    expect(await screen.findByRole('heading', { name: '您已完成实名认证' })).toBeVisible();
    expect(screen.getByText('2026-10-02 09:30:00')).toBeVisible();
    app.close();

    answer = reviewed(3, '身份证照片模糊。');
    app = renderApp('/authentication');
    expect(await screen.findByText('实名认证未通过')).toBeVisible();
    expect(screen.getByText(/身份证照片模糊。/)).toBeVisible();
    expect(screen.getByRole('button', { name: '提交认证' })).toBeEnabled();
    app.close();

    answer = () => HttpResponse.json({ code: 500, msg: '服务繁忙' });
    renderApp('/authentication');
    expect(await screen.findByText('认证信息加载失败')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
  });
});
