import { PRIVACY_EFFECTIVE_DATE, PRIVACY_PREAMBLE, PRIVACY_SECTIONS, PRIVACY_UPDATED_DATE } from '../config/privacy-text';
import { LegalDocument } from '@/widgets/legal-document';

/** /privacy: the 隐私政策, with a table of contents. */
export function PrivacyPage() {
  return (
    <LegalDocument
      path="/privacy"
      title="隐私政策"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      updatedDate={PRIVACY_UPDATED_DATE}
      preamble={PRIVACY_PREAMBLE}
      sections={PRIVACY_SECTIONS}
    />
  );
}
