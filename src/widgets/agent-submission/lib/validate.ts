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

/** What the document form holds: the picked type (the first offered until then), the uploads, each document's details. */
export interface DocumentFormValues {
  checkType: number | undefined;
  files: UploadedFile[];
  items: DocumentItem[];
  sharedAuthor: string;
}

export const EMPTY_DOCUMENT_FORM: DocumentFormValues = { checkType: undefined, files: [], items: [], sharedAuthor: '' };

/**
 * The document form's own rules (the page's wording: 请填写论文题目, 论文题目不能超过200字); the
 * contract's body (submitAgentChecks) checks the same limits again, and the number of documents.
 * `checkTypeId` is the type that will be sent (the first offered until one is picked).
 */
export function documentRules(values: DocumentFormValues, checkTypeId: number | undefined) {
  const problems: Record<string, string | undefined> = {
    checkType: checkTypeId === undefined ? T.checkTypeRequired : undefined,
    files: values.items.length === 0 ? T.documentRequired : undefined,
  };
  values.items.forEach((item, index) => {
    const title = length(item.title);
    const author = length(item.author);
    problems[`items.${index}.title`] = title === 0 ? T.paperTitleRequired : title > LIMITS.title ? T.paperTitleLong : undefined;
    problems[`items.${index}.author`] = author === 0 ? T.authorRequired : author > LIMITS.author ? T.authorLong : undefined;
  });
  return problems;
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
