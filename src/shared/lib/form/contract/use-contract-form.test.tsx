import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateSubAccountBody } from '@/shared/api/generated/zod/institution/institution.zod';
import { renderWithProviders } from '@/shared/lib/test';
import { useContractForm } from './use-contract-form';

const labels = { username: '账号', nickName: '昵称', mobile: '手机号', password: '密码', quota: '额度' };
const empty = { username: '', nickName: '', mobile: '', password: '', quota: '0' };

function Form({ onSubmit }: { onSubmit: (body: unknown) => Promise<unknown> }) {
  const { text, submit, pending, serverError } = useContractForm({
    schema: CreateSubAccountBody,
    labels,
    defaultValues: empty,
    toBody: (values) => ({ ...values, quota: Number(values.quota) }),
    rules: (values) => ({ mobile: values.mobile && !/^1\d{10}$/.test(values.mobile) ? '手机号格式不正确' : undefined }),
    failure: '保存失败，请重试',
    onSubmit,
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="表单">
      {(['username', 'nickName', 'mobile', 'password', 'quota'] as const).map((name) => {
        const { label, error, maxLength, required, ...input } = text(name);
        return (
          <label key={name}>
            {label}
            {required && '*'}
            <input {...input} maxLength={maxLength} aria-label={label} aria-invalid={Boolean(error)} />
            {error && <span>{error}</span>}
          </label>
        );
      })}
      {serverError && <p role="alert">{serverError}</p>}
      <button type="submit">{pending ? '保存中' : '保存'}</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('checks with the contract, focuses the first field in trouble and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<Form onSubmit={onSubmit} />);
    expect(screen.getByLabelText('昵称').getAttribute('maxlength')).toBe('30');
    await user.type(screen.getByLabelText('账号'), 'lib_law');
    await user.type(screen.getByLabelText('手机号'), '123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称')).toBeVisible();
    expect(screen.getByText('手机号格式不正确')).toBeVisible();
    expect(screen.getByText('请输入密码')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('昵称'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body once however often it is submitted, and keeps the input when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse: (reason: unknown) => void = () => undefined;
    const onSubmit = vi.fn((_body: unknown) => new Promise((_, reject) => (refuse = reject)));
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('账号'), 'lib_law');
    await user.type(screen.getByLabelText('昵称'), '法学院');
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.type(screen.getByLabelText('密码'), 'Law@2026x');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.type(screen.getByLabelText('密码'), '{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '保存中' })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      username: 'lib_law',
      nickName: '法学院',
      mobile: '13912345678',
      password: 'Law@2026x',
      quota: 0,
    });
    refuse({ code: 500, msg: '账号已存在' });
    expect((await screen.findByRole('alert')).textContent).toBe('账号已存在');
    expect((screen.getByLabelText('昵称') as HTMLInputElement).value).toBe('法学院');
  });

  it('focuses the first field of the form even when its control registers after the others', async () => {
    const user = userEvent.setup();
    function LateFirst() {
      const { text, form, submit } = useContractForm({
        labels: { type: '类型', title: '标题' },
        defaultValues: { type: '', title: '' },
        toBody: (values) => values,
        rules: (values) => ({ type: values.type ? undefined : '请选择类型', title: values.title ? undefined : '请输入标题' }),
        failure: '失败',
        onSubmit: async () => undefined,
      });
      // A control that appears after the first render (a select whose options load), as in the
      // card batch dialog: it registers after the title input.
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true));
        return () => clearTimeout(timer);
      }, []);
      const { label, error, maxLength, required, ...title } = text('title');
      void maxLength;
      void required;
      return (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {ready && (
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <select aria-label="类型" {...field}>
                  <option value="">请选择</option>
                  <option value="a">甲</option>
                </select>
              )}
            />
          )}
          <input aria-label={label} {...title} />
          {error && <span>{error}</span>}
          <button type="submit">提交</button>
        </form>
      );
    }
    render(<LateFirst />);
    await screen.findByLabelText('类型');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入标题')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('类型'));
  });
});
