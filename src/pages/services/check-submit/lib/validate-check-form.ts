import type { PromotionVerdict } from '@/features/check-ordering';
import { CHECK_AUTHOR_MAX, CHECK_SUBMIT_TEXT as T, CHECK_TITLE_MAX } from '../config/texts';

export interface CheckFormValues {
  fileId: string | undefined;
  checkTypeId: number | undefined;
  title: string;
  author: string;
  promotion: PromotionVerdict;
}

export type CheckFormErrors = Partial<Record<'file' | 'checkType' | 'title' | 'author' | 'promotion', string>>;

const length = (value: string): number => Array.from(value.trim()).length;

/** What is wrong with the form before it is sent (the server checks the same again). */
export function validateCheckForm(values: CheckFormValues): CheckFormErrors {
  const errors: CheckFormErrors = {};
  if (!values.fileId) errors.file = T.documentRequired;
  if (values.checkTypeId === undefined) errors.checkType = T.checkTypeRequired;
  if (length(values.title) === 0) errors.title = T.paperTitleRequired;
  else if (length(values.title) > CHECK_TITLE_MAX) errors.title = T.paperTitleLong;
  if (length(values.author) === 0) errors.author = T.authorRequired;
  else if (length(values.author) > CHECK_AUTHOR_MAX) errors.author = T.authorLong;
  const { promotion } = values;
  if (promotion.status === 'invalid') errors.promotion = promotion.reason;
  else if (promotion.status === 'checking') errors.promotion = T.promotionChecking;
  else if (promotion.status === 'error') errors.promotion = T.promotionRetry;
  return errors;
}
