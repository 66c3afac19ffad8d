import type { UploadedFile, UploadWorkRequest, WorkType } from '@/shared/api/generated/model';
import { LIST_SEPARATOR, splitText } from '@/shared/lib/format';
import {
  UploadWorkBody,
  uploadWorkBodyAuthorsMax,
  uploadWorkBodyFileIdsMax,
  uploadWorkBodyKeywordsItemMax,
  uploadWorkBodyKeywordsMax,
} from '@/shared/api/generated/zod/scholar/scholar.zod';
import type { FormProblems } from '@/shared/lib/form';

/** The limits the messages name, from the contract (uploadWork); the lengths come with the fields. */
export const WORK_LIMITS = {
  keyword: uploadWorkBodyKeywordsItemMax,
  keywords: uploadWorkBodyKeywordsMax,
  authors: uploadWorkBodyAuthorsMax,
  files: uploadWorkBodyFileIdsMax,
} as const;

/** Works are papers and reports: Word or PDF. */
export const WORK_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;

export interface WorkFormValues {
  title: string;
  type: WorkType | '';
  abstract: string;
  /** Separated by commas, 、 or semicolons. */
  keywords: string;
  /** Separated the same way; empty means the scholar alone. */
  authors: string;
  source: string;
  /** YYYY-MM-DD or ''. */
  publishDate: string;
  files: UploadedFile[];
}

export const EMPTY_WORK: WorkFormValues = {
  title: '',
  type: '',
  abstract: '',
  keywords: '',
  authors: '',
  source: '',
  publishDate: '',
  files: [],
};

const length = (value: string): number => Array.from(value).length;

/** `a，b、c; d` -> ['a', 'b', 'c', 'd']. */
export function splitList(value: string): string[] {
  return splitText(value, LIST_SEPARATOR);
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in the user's time zone, as YYYY-MM-DD. */
export function todayOf(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The work's form: the contract (uploadWork) says 请输入作品标题 and holds the lengths; the rules
 * keep the page's wording for the type, abstract, lists, date and files. `today` is the latest
 * publishing date.
 */
export function workForm(today: string = todayOf()) {
  return {
    schema: UploadWorkBody,
    labels: {
      title: '作品标题',
      type: '作品类型',
      publishDate: '发表日期',
      abstract: '摘要',
      keywords: '关键词',
      authors: '作者',
      source: '来源',
      files: '作品文件',
    },
    fieldOf: { fileIds: 'files' },
    /** Optional fields left empty are left out. */
    toBody: (values: WorkFormValues): UploadWorkRequest => {
      const authors = splitList(values.authors);
      const source = values.source.trim();
      return {
        title: values.title.trim(),
        type: values.type as WorkType,
        abstract: values.abstract.trim(),
        keywords: splitList(values.keywords),
        fileIds: values.files.map((file) => file.id),
        ...(authors.length > 0 ? { authors } : {}),
        ...(source ? { source } : {}),
        ...(values.publishDate ? { publishDate: values.publishDate } : {}),
      };
    },
    rules: (values: WorkFormValues): FormProblems<WorkFormValues> => {
      const keywords = splitList(values.keywords);
      return {
        type: values.type ? undefined : '请选择作品类型',
        abstract: values.abstract.trim() ? undefined : '请填写摘要',
        keywords:
          keywords.length < 1 || keywords.length > WORK_LIMITS.keywords || keywords.some((item) => length(item) > WORK_LIMITS.keyword)
            ? `请填写 1–${WORK_LIMITS.keywords} 个关键词，每个不超过 ${WORK_LIMITS.keyword} 字`
            : undefined,
        authors: splitList(values.authors).length > WORK_LIMITS.authors ? `作者最多 ${WORK_LIMITS.authors} 位` : undefined,
        publishDate: !values.publishDate
          ? undefined
          : !isDay(values.publishDate)
            ? '请输入正确的日期'
            : values.publishDate > today
              ? '发表日期不能晚于今天'
              : undefined,
        files: values.files.length === 0 ? '请上传作品文件' : undefined,
      };
    },
  } as const;
}
