import type { UploadedFile, UploadWorkRequest, WorkType } from '@/shared/api/generated/model';

/** The limits of UploadWorkRequest (the server checks the same). */
export const WORK_LIMITS = { title: 200, abstract: 2000, keyword: 20, keywords: 8, authors: 20, source: 100, files: 5 } as const;

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

export type WorkField = keyof WorkFormValues;
export type WorkErrors = Partial<Record<WorkField, string>>;

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const WORK_FIELD_ORDER: readonly WorkField[] = [
  'title',
  'type',
  'abstract',
  'keywords',
  'authors',
  'source',
  'publishDate',
  'files',
];

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
  return value
    .split(/[,，、;；\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
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

/** The messages next to the fields; empty when the form can be sent. */
export function validateWork(values: WorkFormValues, today: string = todayOf()): WorkErrors {
  const title = values.title.trim();
  const abstract = values.abstract.trim();
  const keywords = splitList(values.keywords);
  const authors = splitList(values.authors);
  const errors: WorkErrors = {
    title: !title ? '请输入作品标题' : length(title) > WORK_LIMITS.title ? `作品标题不能超过 ${WORK_LIMITS.title} 字` : undefined,
    type: values.type ? undefined : '请选择作品类型',
    abstract: !abstract ? '请填写摘要' : length(abstract) > WORK_LIMITS.abstract ? `摘要不能超过 ${WORK_LIMITS.abstract} 字` : undefined,
    keywords:
      keywords.length < 1 || keywords.length > WORK_LIMITS.keywords || keywords.some((item) => length(item) > WORK_LIMITS.keyword)
        ? `请填写 1–${WORK_LIMITS.keywords} 个关键词，每个不超过 ${WORK_LIMITS.keyword} 字`
        : undefined,
    authors: authors.length > WORK_LIMITS.authors ? `作者最多 ${WORK_LIMITS.authors} 位` : undefined,
    source: length(values.source.trim()) > WORK_LIMITS.source ? `来源不能超过 ${WORK_LIMITS.source} 字` : undefined,
    publishDate: !values.publishDate
      ? undefined
      : !isDay(values.publishDate)
        ? '请输入正确的日期'
        : values.publishDate > today
          ? '发表日期不能晚于今天'
          : undefined,
    files: values.files.length === 0 ? '请上传作品文件' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as WorkErrors;
}

/** The request body; optional fields left empty are left out. */
export function toWorkRequest(values: WorkFormValues): UploadWorkRequest {
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
}
