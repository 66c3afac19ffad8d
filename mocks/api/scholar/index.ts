/**
 * What the other tags use of tag `scholar`: the scholar review every read of an account settles
 * (tag center), and its rows.
 */
export { scholarProfileOf, settleScholarReview } from './profiles';
export { PUBLISHED_WORK_ID_BASE, SCHOLAR_EXPERT_ID, type ScholarTables, type StoredMyWork, type StoredScholarProfile } from './tables';
