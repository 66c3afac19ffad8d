/** What the other tags use of tag `work`: the catalogue's works and their search. */
export { ORIGIN_WORK_COUNT, WORK_TYPE_LABELS, type StoredAuthor, type StoredWork, type WorkTables } from './tables';
export { advancedSearch, searchWorks, toWork, type WorkFilter } from './queries';
