import { describe, expect, it } from 'vitest';
import { UNSAFE_ARTICLE_ID } from '../api/article';
import { call } from '../lib/test-client';
import { get } from '../lib/test-kit';
import { db } from './database';

const han = /\p{Script=Han}/u;

describe('catalogue: the seeded content of the portal', () => {
  it('is large enough to page through, in Chinese', () => {
    expect(db.experts.length).toBeGreaterThanOrEqual(60);
    expect(db.articles.filter((a) => a.category === 'news')).toHaveLength(40);
    expect(db.articles.filter((a) => a.category === 'theory')).toHaveLength(40);
    expect(db.periodicals).toHaveLength(40);
    expect(db.works).toHaveLength(200);
    expect(db.interviews.length).toBeGreaterThanOrEqual(40);
    expect(db.empowerCases.length).toBeGreaterThanOrEqual(10);
    expect(db.packages.length).toBeGreaterThanOrEqual(3);
    for (const text of [...db.experts.map((e) => e.bio), ...db.works.map((w) => w.abstract), ...db.articles.map((a) => a.content)]) {
      expect(text).toMatch(han);
      expect(text).not.toMatch(/lorem|ipsum|undefined|NaN|\[object Object\]/i);
    }
    expect(db.works.filter((w) => w.origin).length).toBeGreaterThan(0);
  });

  it('has exactly one article with unsafe markup', () => {
    const unsafe = db.articles.filter((a) => /<script|onerror=|javascript:/i.test(a.content));
    expect(unsafe.map((a) => a.id)).toEqual([UNSAFE_ARTICLE_ID]);
  });

  it('serves every image the content refers to', async () => {
    const paths = [
      ...db.experts.map((e) => e.avatar),
      ...db.interviews.map((i) => i.poster),
      ...db.periodicals.map((p) => p.cover),
      ...db.articles.map((a) => a.cover),
      ...db.empowerCases.map((e) => e.cover),
    ].filter((p): p is string => typeof p === 'string');
    for (const path of paths.slice(0, 5)) {
      const response = await call('GET', path);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    const stored = new Set([...db.files.values()].map((file) => `/common/imageView/${file.fileName}`));
    expect(paths.filter((p) => !stored.has(p))).toEqual([]);
  });

  it('is the same after a reset', async () => {
    const before = JSON.stringify(await get('listExperts', { pageSize: '100' }));
    const { resetDatabase } = await import('./database');
    resetDatabase();
    expect(JSON.stringify(await get('listExperts', { pageSize: '100' }))).toBe(before);
  });
});
