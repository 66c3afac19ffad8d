import { describe, expect, it } from 'vitest';
import type { ExpertFilters, ExpertPage, InterviewPage, WorkPage } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, envelopeOf } from '../../lib/test-client';
import { get } from '../../lib/test-kit';

describe('content: paging', () => {
  it('pages the experts without overlap and reports the total', async () => {
    const first = await get<ExpertPage>('listExperts', { page: '1', pageSize: '10' });
    const second = await get<ExpertPage>('listExperts', { page: '2', pageSize: '10' });
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: db.experts.length });
    expect(first.rows).toHaveLength(10);
    const ids = new Set(first.rows.map((e) => e.id));
    expect(second.rows.some((e) => ids.has(e.id))).toBe(false);
    const all = await get<ExpertPage>('listExperts', { pageSize: '100' });
    expect(all.rows.map((e) => e.id)).toEqual([...first.rows, ...second.rows, ...all.rows.slice(20)].map((e) => e.id));
  });

  it('defaults to page 1 of 10, clamps the size, and answers an empty page past the end', async () => {
    expect(await get<ExpertPage>('listExperts')).toMatchObject({ page: 1, pageSize: 10 });
    expect(await get<ExpertPage>('listExperts', { pageSize: '5000', page: 'x' })).toMatchObject({ page: 1, pageSize: 100 });
    const past = await get<ExpertPage>('listExperts', { page: '99' });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(db.experts.length);
  });
});

describe('content: experts', () => {
  it('filters by title, discipline and institution, and the facets count them', async () => {
    const filters = await get<ExpertFilters>('getExpertFilters');
    const professor = filters.titles?.find((t) => t.value === '教授');
    expect(professor?.count).toBeGreaterThan(0);
    const page = await get<ExpertPage>('listExperts', { title: '教授', pageSize: '100' });
    expect(page.total).toBe(professor?.count);
    expect(page.rows.every((e) => e.title === '教授')).toBe(true);

    const discipline = filters.disciplines?.[0]?.value ?? '';
    const institution = filters.institutions?.[0]?.value ?? '';
    const both = await get<ExpertPage>('listExperts', { discipline, institution, pageSize: '100' });
    expect(both.rows.every((e) => e.discipline === discipline && e.institution === institution)).toBe(true);
  });

  it('finds by keyword in name and field, ordered by followers', async () => {
    const expert = db.experts[7];
    const byName = await get<ExpertPage>('listExperts', { keyword: expert?.name ?? '' });
    expect(byName.rows.map((e) => e.id)).toContain(expert?.id);
    const all = await get<ExpertPage>('listExperts', { pageSize: '100' });
    const fans = all.rows.map((e) => e.fansCount ?? -1);
    expect(fans).toEqual([...fans].sort((a, b) => b - a));
    expect(all.rows[0]).not.toHaveProperty('bio');
  });

  it('answers the profile, the works and the interviews of an expert; 404 for an unknown one', async () => {
    const expert = db.experts.find((e) => e.worksCount > 0 && e.interviewCount > 0);
    if (!expert) throw new Error('seed has no expert with works and interviews');
    const works = await get<WorkPage>(['listExpertWorks', { id: `${expert.id}` }]);
    expect(works.total).toBe(expert.worksCount);
    expect(works.rows.every((w) => w.authors?.some((a) => a.expertId === expert.id))).toBe(true);
    const interviews = await get<InterviewPage>('listExpertInterviews', { expertId: String(expert.id) });
    expect(interviews.total).toBe(expert.interviewCount);
    expect((await envelopeOf(await callApi(['getExpert', { id: '9999' }]))).code).toBe(404);
  });
});

describe('content: interview videos', () => {
  it('serves a playable WebM for every interview and 404 for others', async () => {
    const interview = db.interviews[0];
    const response = await fetch(`http://localhost${interview?.videoUrl ?? ''}`);
    expect(response.headers.get('Content-Type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await fetch('http://localhost/api/media/interviews/9999.webm')).status).toBe(404);
  });
});
