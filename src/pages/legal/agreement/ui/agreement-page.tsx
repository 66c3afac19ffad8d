import { AGREEMENT_EFFECTIVE_DATE, AGREEMENT_PREAMBLE, AGREEMENT_SECTIONS, AGREEMENT_UPDATED_DATE } from '../config/agreement-text';
import { LegalDocument } from '@/widgets/legal-document';

/** /agreement: the 用户服务协议, with a table of contents. */
export function AgreementPage() {
  return (
    <LegalDocument
      path="/agreement"
      title="用户服务协议"
      effectiveDate={AGREEMENT_EFFECTIVE_DATE}
      updatedDate={AGREEMENT_UPDATED_DATE}
      preamble={AGREEMENT_PREAMBLE}
      sections={AGREEMENT_SECTIONS}
    />
  );
}
