import { SubmitCheckBody, submitCheckBodyAuthorMax, submitCheckBodyTitleMax } from '@/shared/api/generated/zod/check/check.zod';
import type { CheckConfig, UploadedFile } from '@/shared/api/generated/model';
import type { FormProblems } from '@/shared/lib/form';
import { PATENT_CHECK_TEXT as T } from '../config/texts';

export interface PatentCheckValues {
  /** The type picked; the first one offered until then. */
  checkType: number | undefined;
  file: UploadedFile[];
  patentName: string;
  applicant: string;
}

export const EMPTY_PATENT_CHECK: PatentCheckValues = { checkType: undefined, file: [], patentName: '', applicant: '' };

const length = (value: string): number => Array.from(value.trim()).length;

/** A required text of at most `max` characters (trimmed, counted as the user sees them): what is wrong with it, if anything. */
const textProblem = (value: string, max: number, required: string, tooLong: string): string | undefined =>
  length(value) === 0 ? required : length(value) > max ? tooLong : undefined;

/** The type a submission goes with: the one picked, else the first one offered. */
export const chosenTypeOf = (types: readonly CheckConfig[], id: number | undefined) => types.find((type) => type.id === id) ?? types[0];

/**
 * The form: submitCheck's body, with this page's own wording for each field (the server checks
 * the same again). `types` are the patent check types offered.
 */
export function patentCheckForm(types: readonly CheckConfig[]) {
  return {
    schema: SubmitCheckBody,
    labels: { patentName: T.patentName, applicant: T.applicant },
    fieldOf: { fileId: 'file', checkTypeId: 'checkType', title: 'patentName', author: 'applicant' } as const,
    toBody: (values: PatentCheckValues) => ({
      fileId: values.file[0]?.id ?? '',
      checkTypeId: chosenTypeOf(types, values.checkType)?.id ?? Number.NaN,
      title: values.patentName.trim(),
      author: values.applicant.trim(),
    }),
    rules: (values: PatentCheckValues): FormProblems<PatentCheckValues> => ({
      file: values.file[0] ? undefined : T.documentRequired,
      checkType: chosenTypeOf(types, values.checkType) ? undefined : T.checkTypeRequired,
      patentName: textProblem(values.patentName, submitCheckBodyTitleMax, T.patentNameRequired, T.patentNameLong),
      applicant: textProblem(values.applicant, submitCheckBodyAuthorMax, T.applicantRequired, T.applicantLong),
    }),
  };
}
