import type { PromotionVerdict } from '@/features/check-ordering';
import type { UploadedFile } from '@/shared/api/generated/model';
import { SubmitCheckBody, submitCheckBodyAuthorMax, submitCheckBodyTitleMax } from '@/shared/api/generated/zod/check/check.zod';
import type { FormProblems } from '@/shared/lib/form';
import { CHECK_SUBMIT_TEXT as T } from '../config/texts';

export interface CheckFormValues {
  file: UploadedFile[];
  title: string;
  author: string;
  /** Not typed in the form (the URL and the code field hold them): named here for their problems. */
  checkType?: undefined;
  promotion?: undefined;
}

export const EMPTY_CHECK_FORM: CheckFormValues = { file: [], title: '', author: '' };

/** What the page knows besides the typed fields: the chosen type and the promotion code's verdict. */
export interface CheckFormContext {
  checkTypeId: number | undefined;
  promotion: PromotionVerdict;
  /** The promotion code as typed. */
  code?: string;
}

const length = (value: string): number => Array.from(value.trim()).length;

function text(value: string, required: string, long: string, max: number): string | undefined {
  if (length(value) === 0) return required;
  return length(value) > max ? long : undefined;
}

/**
 * The submission (submitCheck): the contract holds the title and author limits; the rules say
 * them in the page's words, counting characters rather than UTF-16 units, and refuse a promotion
 * code that is wrong, still being checked or could not be checked.
 */
export function checkSubmitForm({ checkTypeId, promotion, code = '' }: CheckFormContext) {
  return {
    schema: SubmitCheckBody,
    labels: { file: T.document, checkType: T.checkType, title: T.paperTitle, author: T.author },
    fieldOf: { fileId: 'file', checkTypeId: 'checkType', promotionCode: 'promotion' },
    toBody: (values: CheckFormValues) => ({
      fileId: values.file[0]?.id ?? '',
      checkTypeId: checkTypeId ?? Number.NaN,
      title: values.title.trim(),
      author: values.author.trim(),
      ...(code.trim() ? { promotionCode: code.trim() } : {}),
    }),
    rules: (values: CheckFormValues): FormProblems<CheckFormValues> => ({
      file: values.file.length === 0 ? T.documentRequired : undefined,
      checkType: checkTypeId === undefined ? T.checkTypeRequired : undefined,
      title: text(values.title, T.paperTitleRequired, T.paperTitleLong, submitCheckBodyTitleMax),
      author: text(values.author, T.authorRequired, T.authorLong, submitCheckBodyAuthorMax),
      promotion:
        promotion.status === 'invalid'
          ? promotion.reason
          : promotion.status === 'checking'
            ? T.promotionChecking
            : promotion.status === 'error'
              ? T.promotionRetry
              : undefined,
    }),
  } as const;
}
