import type { WorkType } from '@/shared/api/generated/model';

/** What each work type is called on screen (the filters endpoint sends the same labels). */
export const WORK_TYPE_LABELS: Readonly<Record<WorkType, string>> = {
  journal: '期刊论文',
  thesis: '学位论文',
  conference: '会议论文',
  book: '专著',
  report: '研究报告',
};

/** The advanced search's fields, in the order the field select offers them. */
export const WORK_FIELD_LABELS = {
  title: '题名',
  author: '作者',
  keyword: '关键词',
  abstract: '摘要',
  institution: '机构',
} as const;
