/**
 * What the other tags use of tag `expert`: the directory's rows, and the entry of a scholar as the
 * directory shows it (scholar services show their own profile that way).
 */
export { expertById, fansOf, fieldOf, scholarPublicWorks } from './directory';
export { EXPERT_COUNT, type ExpertTables, type StoredExpert, type StoredInterview } from './tables';
