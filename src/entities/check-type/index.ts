/**
 * A check type (CheckConfig: `GET /check/manage/type/getConfig`, `GET /agent/user/check/config/type`)
 * shown as one choice of a radio group with its price and description. Used by the institution's
 * submission forms, the individual user's patent check and the public check submission.
 */
export { CheckTypeRadio } from './ui/check-type-radio';
export type { CheckTypeRadioProps } from './ui/check-type-radio';
