export { useContractForm } from './use-contract-form';
export type { ContractForm, FieldProps } from './use-contract-form';
export { checkForm, contractLimits, contractMessage, contractProblems } from './contract-rules';
export type { ContractFormOptions, FieldLimit, FormProblems } from './contract-rules';
