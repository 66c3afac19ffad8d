import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentPageShareData, urlWithoutHash } from './share-data';

// The head also holds the style sheets of the files that ran before in this worker: put it back as it was.
let headBefore: Node[] = [];
beforeEach(() => {
  headBefore = [...document.head.childNodes];
});
afterEach(() => {
  document.head.replaceChildren(...headBefore);
  document.title = '';
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

describe('currentPageShareData', () => {
  it('takes the title, the meta description and the URL without hash', () => {
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
