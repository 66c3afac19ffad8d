import { describe, expect, it } from 'vitest';
import { closeApps, db, HttpResponse, onApi, renderApp, screen, server, userEvent } from '@/app/test';

describe('/empowerDetails', () => {
  it('shows the case with its sanitized story', async () => {
    const item = db.content.empowerCases[0]!;
    server.use(
      onApi('getEmpowerCase', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { ...item, content: '<h2>合作背景</h2><p>正文</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
        }),
      ),
    );
    renderApp(`/empowerDetails?id=${item.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '合作背景' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByRole('link', { name: /赋能案例|查看全部案例/ }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('without an id, leads to the list; an unknown id says so', async () => {
    renderApp('/empowerDetails');
    expect(await screen.findByText('未指定案例')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '赋能详情' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部案例' }).getAttribute('href')).toBe('/empowerList');
    closeApps();
    renderApp('/empowerDetails?id=9999');
    expect(await screen.findByText('案例不存在或已下线')).toBeTruthy();
  });

  it('retries a failed load', async () => {
    let fail = true;
    server.use(onApi('getEmpowerCase', () => (fail ? HttpResponse.json({ code: 500, msg: '案例加载失败' }) : undefined)));
    renderApp('/empowerDetails?id=1');
    expect(await screen.findByText('案例加载失败')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: db.content.empowerCases[0]!.title })).toBeTruthy();
  });
});
