export { checkForm, useContractForm } from './use-contract-form';
export type { ContractForm, ContractFormOptions, FieldProps } from './use-contract-form';
export { contractLimits, contractMessage, contractProblems } from './contract-rules';
export type { FieldLimit, FormProblems } from './contract-rules';
