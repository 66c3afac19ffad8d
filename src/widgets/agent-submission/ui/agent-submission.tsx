import { KINDS } from '../config/kinds';
import type { AgentSubmissionKind } from '../config/kinds';
import { DocumentCheckForm } from './document-check-form';
import { PatentForm } from './patent-form';

/**
 * The institution's submission form of one center page: documents for a check or AIGC detection
 * (one or a batch), a patent for evaluation, or a patent document for checking.
 */
export function AgentSubmission({ kind }: { kind: AgentSubmissionKind }) {
  const config = KINDS[kind];
  return config.form === 'documents' ? <DocumentCheckForm kind={config} /> : <PatentForm kind={config} />;
}
