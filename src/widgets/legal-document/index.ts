export { LegalDocument } from './ui/legal-document';
export type { Clause, LegalSection } from './model/types';
