import { APPLICANT_MAX, PATENT_CHECK_TEXT as T, PATENT_NAME_MAX } from '../config/texts';

export interface PatentCheckValues {
  fileId: string | undefined;
  checkTypeId: number | undefined;
  patentName: string;
  applicant: string;
}

export type PatentCheckErrors = Partial<Record<'file' | 'checkType' | 'patentName' | 'applicant', string>>;

const length = (value: string): number => Array.from(value.trim()).length;

/** What is wrong with the form before it is sent (the server checks the same again). */
export function validatePatentCheck(values: PatentCheckValues): PatentCheckErrors {
  const errors: PatentCheckErrors = {};
  if (!values.fileId) errors.file = T.documentRequired;
  if (values.checkTypeId === undefined) errors.checkType = T.checkTypeRequired;
  if (length(values.patentName) === 0) errors.patentName = T.patentNameRequired;
  else if (length(values.patentName) > PATENT_NAME_MAX) errors.patentName = T.patentNameLong;
  if (length(values.applicant) === 0) errors.applicant = T.applicantRequired;
  else if (length(values.applicant) > APPLICANT_MAX) errors.applicant = T.applicantLong;
  return errors;
}
