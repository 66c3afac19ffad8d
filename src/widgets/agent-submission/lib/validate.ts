import type { UploadedFile } from '@/shared/api/generated/model';
import { mobileProblem } from '@/shared/lib/form';
import { validatePatentNumber } from '@/shared/lib/patent-number';
import { LIMITS } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';

/** Length as the user counts it (a character outside the BMP is one). */
const length = (value: string): number => Array.from(value.trim()).length;

export interface DocumentItem {
  fileId: string;
  /** The uploaded file's name, shown beside its fields. */
  fileName: string;
  title: string;
  author: string;
}

export type ItemErrors = Partial<Record<'title' | 'author', string>>;

export interface DocumentErrors {
  checkType?: string;
  documents?: string;
  /** Per file id. */
  items: Record<string, ItemErrors>;
}

/** What is wrong with a document submission before it is sent (the server checks the same). */
export function validateDocuments(checkTypeId: number | undefined, items: readonly DocumentItem[]): DocumentErrors {
  const errors: DocumentErrors = { items: {} };
  if (checkTypeId === undefined) errors.checkType = T.checkTypeRequired;
  if (items.length === 0) errors.documents = T.documentRequired;
  for (const item of items) {
    const problems: ItemErrors = {};
    if (length(item.title) === 0) problems.title = T.paperTitleRequired;
    else if (length(item.title) > LIMITS.title) problems.title = T.paperTitleLong;
    if (length(item.author) === 0) problems.author = T.authorRequired;
    else if (length(item.author) > LIMITS.author) problems.author = T.authorLong;
    if (problems.title || problems.author) errors.items[item.fileId] = problems;
  }
  return errors;
}

export function hasDocumentErrors(errors: DocumentErrors): boolean {
  return Boolean(errors.checkType || errors.documents) || Object.values(errors.items).some((item) => Boolean(item.title || item.author));
}

/** The title a document gets from its file name: without the extension, within the limit. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim();
  return Array.from(base).slice(0, LIMITS.title).join('');
}

export interface PatentValues {
  checkTypeId: number | undefined;
  patentNo: string;
  patentName: string;
  owner: string;
  fileId: string | undefined;
  contactName: string;
  contactMobile: string;
  remark: string;
}

/** What the patent form holds: the texts as typed, the picked type (the first offered until then), the document. */
export interface PatentFormValues extends Omit<PatentValues, 'checkTypeId' | 'fileId'> {
  checkType: number | undefined;
  file: UploadedFile[];
}

export const EMPTY_PATENT_FORM: PatentFormValues = {
  checkType: undefined,
  file: [],
  patentNo: '',
  patentName: '',
  owner: '',
  contactName: '',
  contactMobile: '',
  remark: '',
};

export type PatentErrors = Partial<
  Record<'checkType' | 'patentNo' | 'patentName' | 'owner' | 'file' | 'contactName' | 'contactMobile' | 'remark', string>
>;

/** What is wrong with a patent submission; the number follows SPEC §5 when given or required. */
export function validatePatent(values: PatentValues, rules: { patentNoRequired: boolean; fileRequired: boolean }): PatentErrors {
  const errors: PatentErrors = {};
  if (values.checkTypeId === undefined) errors.checkType = T.patentTypeRequired;
  if (rules.patentNoRequired || values.patentNo.trim() !== '') {
    const verdict = validatePatentNumber(values.patentNo);
    if (!verdict.valid) errors.patentNo = verdict.reason;
  }
  if (length(values.patentName) === 0) errors.patentName = T.patentNameRequired;
  else if (length(values.patentName) > LIMITS.patentName) errors.patentName = T.patentNameLong;
  if (length(values.owner) === 0) errors.owner = T.ownerRequired;
  else if (length(values.owner) > LIMITS.owner) errors.owner = T.ownerLong;
  if (rules.fileRequired && !values.fileId) errors.file = T.patentFileRequired;
  if (length(values.contactName) > LIMITS.contactName) errors.contactName = T.contactNameLong;
  if (values.contactMobile.trim() !== '') errors.contactMobile = mobileProblem(values.contactMobile);
  if (length(values.remark) > LIMITS.remark) errors.remark = T.remarkLong;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}
