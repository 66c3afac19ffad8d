import { describe, expect, it } from 'vitest';
import { HttpResponse, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

const card = (name: string) => screen.getByRole('article', { name });

describe('/myServices', () => {
  it('lists the services with price, orders and status, filtered by status in the URL', async () => {
    const [user, app] = await openPage('/myServices', '我的服务', 'scholar');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(within(card('学术咨询')).getByText('¥800.00 / 小时')).toBeVisible();
    expect(within(card('讲座邀请')).getByText('面议')).toBeVisible();
    expect(within(card('论文指导')).getByText('累计订单 41 笔')).toBeVisible();
    expect(within(card('课题合作')).getByText('已下线')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '已下线（2）' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'offline' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '已下线（2）' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('takes a service offline after asking, and puts it online again', async () => {
    const user = userEvent.setup();
    await openAs('scholar', '/myServices');
    await user.click(await screen.findByRole('button', { name: '下线「学术咨询」' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '下线' }));
    expect(await screen.findByText('「学术咨询」已下线')).toBeVisible();
    expect(within(card('学术咨询')).getByText('已下线')).toBeVisible();
    expect(screen.getByRole('button', { name: '已下线（3）' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '上线「学术咨询」' }));
    expect(await screen.findByText('「学术咨询」已上线')).toBeVisible();
    expect(within(card('学术咨询')).getByText('已上线')).toBeVisible();
  });

  it('keeps the status and shows the server’s message when the change is refused', async () => {
    server.use(onApi('updateScholarServiceStatus', () => HttpResponse.json({ code: 500, msg: '该服务有进行中的订单，暂不能下线' })));
    const user = userEvent.setup();
    await openAs('scholar', '/myServices');
    await user.click(await screen.findByRole('button', { name: '下线「论文指导」' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '下线' }));
    expect(await screen.findByText('该服务有进行中的订单，暂不能下线')).toBeVisible();
    expect(within(card('论文指导')).getByText('已上线')).toBeVisible();
  });

  listStateCases('listMyScholarServices', 'scholar', '/myServices', {
    empty: { text: '暂无服务', answer: { code: 200, msg: '操作成功', data: [] } },
    failure: '服务列表繁忙',
    loaded: async () => expect(await screen.findAllByRole('article')).toHaveLength(6),
  });
});
