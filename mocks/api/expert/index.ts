/** What the other tags use of tag `expert`: the directory's rows (a scholar's entry joins them). */
export { EXPERT_COUNT, type ExpertTables, type StoredExpert, type StoredInterview } from './tables';
