/**
 * What the other tags use of tag `scholar`: a scholar's entry in the expert directory, the works
 * others see and the published ones (tags expert, work), and the scholar review every read of an
 * account settles (tag center).
 */
export { expertById, publishedWorkOf, scholarProfileOf, scholarPublicWorks, settleScholarReview } from './directory';
export { PUBLISHED_WORK_ID_BASE, SCHOLAR_EXPERT_ID, type ScholarTables, type StoredMyWork, type StoredScholarProfile } from './tables';
