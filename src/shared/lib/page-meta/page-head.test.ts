import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  absoluteHttpUrl,
  currentPageHead,
  forgetPageHead,
  headMeta,
  publishPageHead,
  subscribePageHead,
  writeHead,
  type PageHead,
} from './page-head';

const EXPERT: PageHead = {
  title: '金慧 - 学术服务平台',
  card: {
    title: '金慧 - 学术服务平台',
    description: '研究领域：教育学',
    image: 'https://portal.example.cn/api/common/imageView/expert-11.svg',
    type: 'profile',
  },
  shareable: true,
  url: 'https://portal.example.cn/expert/11',
};

const metaOf = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

// The head also holds the style sheets of the files that ran before in this worker: put it back as it was.
let headBefore: Node[] = [];
beforeEach(() => {
  headBefore = [...document.head.childNodes];
});
afterEach(() => {
  document.head.replaceChildren(...headBefore);
  forgetPageHead();
});

describe('headMeta', () => {
  it('is the description and the Open Graph title, description, type, image and URL', () => {
    expect(headMeta(EXPERT)).toEqual([
      { attribute: 'name', key: 'description', content: '研究领域：教育学' },
      { attribute: 'property', key: 'og:title', content: '金慧 - 学术服务平台' },
      { attribute: 'property', key: 'og:description', content: '研究领域：教育学' },
      { attribute: 'property', key: 'og:type', content: 'profile' },
      { attribute: 'property', key: 'og:image', content: 'https://portal.example.cn/api/common/imageView/expert-11.svg' },
      { attribute: 'property', key: 'og:url', content: 'https://portal.example.cn/expert/11' },
    ]);
  });

  it('leaves out the image and the URL when there are none', () => {
    const keys = headMeta({ card: { title: '学术服务平台', description: '说明', type: 'website' } }).map((tag) => tag.key);
    expect(keys).toEqual(['description', 'og:title', 'og:description', 'og:type']);
  });
});

describe('writeHead', () => {
  it('sets the title and each tag once, updating the shell’s description in place', () => {
    const shellDescription = Object.assign(document.createElement('meta'), { name: 'description', content: '站点说明' });
    document.head.append(shellDescription);
    writeHead(document, EXPERT);
    writeHead(document, EXPERT);
    expect(document.title).toBe('金慧 - 学术服务平台');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(shellDescription.content).toBe('研究领域：教育学');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(metaOf('og:image')).toBe(EXPERT.card.image);
  });

  it('removes the image and URL of the page before when the next has none', () => {
    writeHead(document, EXPERT);
    writeHead(document, {
      title: '专家学者 - 学术服务平台',
      card: { title: '专家学者 - 学术服务平台', description: '按领域查找专家', type: 'website' },
      shareable: true,
    });
    expect(metaOf('og:image')).toBeUndefined();
    expect(metaOf('og:url')).toBeUndefined();
    expect(metaOf('og:type')).toBe('website');
  });
});

describe('publishPageHead', () => {
  it('writes the head, keeps it as the current one and tells the subscribers', () => {
    const seen: Array<string | undefined> = [];
    const unsubscribe = subscribePageHead(() => seen.push(currentPageHead()?.title));
    publishPageHead(EXPERT);
    unsubscribe();
    publishPageHead({ ...EXPERT, title: '其他 - 学术服务平台' });
    expect(seen).toEqual(['金慧 - 学术服务平台']);
    expect(document.title).toBe('其他 - 学术服务平台');
  });
});

describe('absoluteHttpUrl', () => {
  it('makes a path absolute against the base, keeps http(s) URLs, refuses anything else', () => {
    expect(absoluteHttpUrl('/api/common/imageView/a.svg', 'https://portal.example.cn/expert/1')).toBe(
      'https://portal.example.cn/api/common/imageView/a.svg',
    );
    expect(absoluteHttpUrl('https://cdn.example.cn/a.png', undefined)).toBe('https://cdn.example.cn/a.png');
    expect(absoluteHttpUrl('/a.png', undefined)).toBeUndefined();
    expect(absoluteHttpUrl('data:image/png;base64,AAAA', 'https://portal.example.cn/')).toBeUndefined();
    expect(absoluteHttpUrl('javascript:alert(1)', 'https://portal.example.cn/')).toBeUndefined();
    expect(absoluteHttpUrl(undefined, 'https://portal.example.cn/')).toBeUndefined();
  });
});
