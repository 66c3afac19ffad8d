/**
 * The institution center's submission form, shared by /singleCheckCenter, /moreCheckCenter and
 * /aigcSubmit (documents through submitAgentChecks) and /patentSubmit and /patentTestSubmit (a
 * patent through submitAgentPatent). The check types come from the institution's configuration
 * (`GET /agent/user/check/config/type`) described by the service's catalogue
 * (`GET /check/manage/type/getConfig`); the fee is taken from the remaining amount. After success
 * the page links to the matching record list.
 */
export { AgentSubmission } from './ui/agent-submission';
export type { AgentSubmissionKind } from './config/kinds';
