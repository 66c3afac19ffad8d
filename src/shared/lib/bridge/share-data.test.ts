import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { forgetPageHead, publishPageHead } from '@/shared/lib/page-meta';
import { currentPageShareData, shareLink, urlWithoutHash } from './share-data';

// The head also holds the style sheets of the files that ran before in this worker: put it back as it was.
let headBefore: Node[] = [];
beforeEach(() => {
  headBefore = [...document.head.childNodes];
});
afterEach(() => {
  document.head.replaceChildren(...headBefore);
  document.title = '';
  forgetPageHead();
});

function head(html: string, title = '专家学者 - 学术服务平台') {
  document.head.innerHTML = html;
  document.title = title;
}

describe('urlWithoutHash', () => {
  it('drops the hash and nothing else', () => {
    expect(urlWithoutHash('https://x.cn/experts?page=2#list')).toBe('https://x.cn/experts?page=2');
    expect(urlWithoutHash('https://x.cn/experts?page=2')).toBe('https://x.cn/experts?page=2');
    expect(urlWithoutHash('https://x.cn/#')).toBe('https://x.cn/');
  });

  it('keeps exactly what comes before the first #', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (before, after) => {
        const base = before.replaceAll('#', '');
        const url = after === null ? base : `${base}#${after}`;
        expect(urlWithoutHash(url)).toBe(base);
      }),
    );
  });
});

describe('shareLink', () => {
  it('drops the hash and every parameter that may be personal, keeping the others in order', () => {
    expect(
      shareLink('https://x.cn/expert/11?tab=works&token=abc&mobile=13800138000&page=2&code=071xYz&access_token=t&smsCode=123456#top'),
    ).toBe('https://x.cn/expert/11?tab=works&page=2');
    expect(shareLink('https://x.cn/empowerDetails?id=3&Front-Token=abc&phone=1&sms_code=2&password=p')).toBe(
      'https://x.cn/empowerDetails?id=3',
    );
    expect(shareLink('https://x.cn/news')).toBe('https://x.cn/news');
  });

  it('never keeps a parameter named like a token, a mobile number or a code', () => {
    const personal = fc.constantFrom(
      'token',
      'Front-Token',
      'refresh_token',
      'mobile',
      'phone',
      'code',
      'auth_code',
      'smsCode',
      'captcha',
      'ticket',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(personal, fc.constantFrom('id', 'page', 'tab')), fc.string())), (params) => {
        const url = new URL('https://x.cn/work/1');
        for (const [name, value] of params) url.searchParams.append(name, value);
        const kept = [...new URL(shareLink(url.href)).searchParams.keys()];
        expect(kept.every((name) => ['id', 'page', 'tab'].includes(name))).toBe(true);
        expect(kept).toHaveLength(params.filter(([name]) => ['id', 'page', 'tab'].includes(name)).length);
      }),
    );
  });
});

describe('currentPageShareData', () => {
  it('before any page published its card: the title, the meta description and the URL without hash', () => {
    head('<meta name="description" content="按领域查找专家">');
    expect(currentPageShareData(document, 'https://portal.example.cn/experts?q=1#top')).toEqual({
      title: '专家学者 - 学术服务平台',
      desc: '按领域查找专家',
      imgUrl: 'https://portal.example.cn/favicon.ico',
      link: 'https://portal.example.cn/experts?q=1',
    });
  });

  it('prefers og:image, then the touch icon, then a real icon, all made absolute', () => {
    const href = 'https://portal.example.cn/news/1';
    head('<link rel="icon" href="/icon.png"><link rel="apple-touch-icon" href="touch.png"><meta property="og:image" content="/share.png">');
    expect(currentPageShareData(document, href).imgUrl).toBe('https://portal.example.cn/share.png');
    head('<link rel="icon" href="/icon.png"><link rel="apple-touch-icon" href="touch.png">');
    expect(currentPageShareData(document, href).imgUrl).toBe('https://portal.example.cn/news/touch.png');
    head('<link rel="shortcut icon" href="https://cdn.example.cn/icon.png">');
    expect(currentPageShareData(document, href).imgUrl).toBe('https://cdn.example.cn/icon.png');
  });

  it('skips the data: placeholder icon of index.html; no description gives an empty one', () => {
    head('<link rel="icon" href="data:,">');
    expect(currentPageShareData(document, 'http://127.0.0.1:4173/')).toMatchObject({
      desc: '',
      imgUrl: 'http://127.0.0.1:4173/favicon.ico',
    });
  });
});

describe('currentPageShareData with the card the page published', () => {
  const card = {
    title: '金慧 - 学术服务平台',
    description: '北京大学教育学院教授，主要从事教育技术研究。',
    image: 'https://portal.example.cn/api/common/imageView/expert-11.svg',
    type: 'profile' as const,
  };

  it("shares the page's card and its link without personal parameters", () => {
    publishPageHead({ title: card.title, card, shareable: true });
    expect(currentPageShareData(document, 'https://portal.example.cn/expert/11?tab=works&token=abc#bio')).toEqual({
      title: '金慧 - 学术服务平台',
      desc: '北京大学教育学院教授，主要从事教育技术研究。',
      imgUrl: 'https://portal.example.cn/api/common/imageView/expert-11.svg',
      link: 'https://portal.example.cn/expert/11?tab=works',
    });
  });

  it("a card without an image takes the site's icon", () => {
    head('<link rel="icon" href="/icon.png">');
    publishPageHead({
      title: '作品详情 - 学术服务平台',
      card: { title: '作品详情 - 学术服务平台', description: '摘要', type: 'article' },
      shareable: true,
    });
    expect(currentPageShareData(document, 'https://portal.example.cn/work/3').imgUrl).toBe('https://portal.example.cn/icon.png');
  });

  it('a page that may not be shared as itself gives the generic card leading home, never its own address', () => {
    publishPageHead({
      title: '个人中心 - 学术服务平台',
      card: { title: '学术服务平台', description: '学术服务平台：学术查重', type: 'website' },
      shareable: false,
    });
    expect(currentPageShareData(document, 'https://portal.example.cn/userIndex?mobile=13800138000')).toEqual({
      title: '学术服务平台',
      desc: '学术服务平台：学术查重',
      imgUrl: 'https://portal.example.cn/favicon.ico',
      link: 'https://portal.example.cn/',
    });
  });
});
