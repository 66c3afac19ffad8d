import type { ArticleCategory } from '@/shared/api/generated/model';

/** The column each category belongs to, with its list page. */
export const ARTICLE_COLUMNS: Record<ArticleCategory, { label: string; listPath: '/news' | '/academicList' }> = {
  news: { label: '新闻资讯', listPath: '/news' },
  theory: { label: '学术理论', listPath: '/academicList' },
};
