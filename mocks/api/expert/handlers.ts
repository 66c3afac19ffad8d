import { HttpResponse, http } from 'msw';
import type { ExpertFilters, Interview } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { base64ToBytes } from '../../lib/bytes';
import { facet, includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { idOf, intOf, searchOf } from '../../lib/params';
import { notFound, okData } from '../../lib/respond';
import { searchWorks, toWork } from '../work';
import { DEMO_INTERVIEW_VIDEO_BASE64, INTERVIEW_VIDEO_PREFIX } from './demo-video';
import { expertById, scholarPublicWorks } from './directory';
import { findExperts, toExpert } from './queries';

/** The expert directory (tag `expert`): list, filters, profile, works, interviews and their videos. */
export const handlers = [
  onApi('listExperts', ({ request }) => {
    const params = searchOf(request);
    const rows = findExperts(db.experts, {
      keyword: params.get('keyword'),
      discipline: params.get('discipline'),
      title: params.get('title'),
      institution: params.get('institution'),
    });
    return okData(pageOf(rows.map(toExpert), pagingOf(params)));
  }),

  onApi('getExpertFilters', () => {
    const experts = db.experts;
    return okData<ExpertFilters>({
      disciplines: facet(experts.map((expert) => expert.discipline)),
      titles: facet(experts.map((expert) => expert.title)),
      institutions: facet(experts.map((expert) => expert.institution)),
    });
  }),

  // Scholars' entries are found by id too; the directory's list and filters stay the catalogue's.
  onApi('getExpert', ({ params }) => {
    const expert = expertById(idOf(params.id));
    return expert ? okData(expert) : notFound();
  }),

  onApi('listExpertWorks', ({ params, request }) => {
    const id = idOf(params.id);
    if (!expertById(id)) return notFound();
    const scholar = db.scholarProfiles.find((profile) => profile.expertId === id);
    const works = scholar
      ? scholarPublicWorks(scholar.accountId)
      : searchWorks(
          db.works.filter((work) => work.authors.some((author) => author.expertId === id)),
          undefined,
          {},
          'date',
        );
    return okData(pageOf(works.map(toWork), pagingOf(searchOf(request))));
  }),

  onApi('listExpertInterviews', ({ request }) => {
    const params = searchOf(request);
    const expertId = intOf(params.get('expertId'));
    const terms = termsOf(params.get('keyword'));
    const rows = db.interviews.filter(
      (interview) =>
        (expertId === undefined || interview.expertId === expertId) &&
        terms.every((term) => [interview.title, interview.expertName, interview.summary].some((t) => includesText(t, term))),
    );
    return okData(pageOf<Interview>(rows, pagingOf(params)));
  }),

  // Not a contract call: the interviews' videoUrl is a media path. Every interview plays the one
  // demo clip; an unknown id is an HTTP 404 so the player shows its error state.
  http.get<{ file: string }>(`*${INTERVIEW_VIDEO_PREFIX}:file`, ({ params }) => {
    const id = Number(/^(\d+)\.webm$/.exec(params.file)?.[1]);
    const bytes = db.interviews.some((interview) => interview.id === id) ? base64ToBytes(DEMO_INTERVIEW_VIDEO_BASE64) : null;
    if (!bytes) return new HttpResponse(null, { status: 404 });
    return HttpResponse.arrayBuffer(bytes, { headers: { 'Content-Type': 'video/webm', 'Content-Length': String(bytes.byteLength) } });
  }),
];
