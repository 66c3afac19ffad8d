/*
 * The institution's statistics pages (/checkStatictis, /promotionStatictis): the range filter,
 * the sums, the daily chart (loaded on demand) with its table, and the breakdown tables.
 */
export { StatisticsFilters } from './ui/statistics-filters';
export type { AccountOption, StatisticsFiltersProps } from './ui/statistics-filters';
export { StatisticsTotals } from './ui/statistics-totals';
export { DailyStatistics } from './ui/daily-statistics';
export { StatisticsReport } from './ui/statistics-report';
export { StatisticsTable } from './ui/statistics-table';
export type { StatisticsColumn } from './ui/statistics-table';
export { validateStatisticsSearch, statisticsParams, rangeProblem, RANGE_MESSAGES, STATISTICS_MAX_DAYS } from './model/statistics-search';
export type { StatisticsSearch } from './model/statistics-search';
export { formatAmount, formatCount } from './lib/format';
