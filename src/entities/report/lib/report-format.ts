/** A report code as typed, as the API keeps it: trimmed, upper case. */
export function normalizeReportCode(raw: string | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

const CODE_PATTERN = /^[A-Z0-9-]{6,32}$/;

/** Why a code cannot be a report code, or '' when it can. */
export function reportCodeProblem(code: string): string {
  if (!code) return '请输入报告编号';
  if (!CODE_PATTERN.test(code)) return '报告编号格式不正确，应为6至32位字母或数字，如 BG2026110001';
  return '';
}

/** 'YYYY-MM-DD HH:mm(:ss)' as 2026年11月20日 15:32; anything unreadable as ''. */
export function formatDateTime(value: string | undefined): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?/.exec(value?.trim() ?? '');
  if (!match) return '';
  const day = `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
  return match[4] ? `${day} ${match[4].padStart(2, '0')}:${match[5]}` : day;
}

/** A similarity in percent with one decimal, or '' without one (null until the check is done). */
export function formatSimilarity(value: number | null | undefined): string {
  return value !== null && value !== undefined && value >= 0 && value <= 100 ? `${value.toFixed(1)}%` : '';
}

/** The colour of a similarity: green below 10 %, orange below 30 %, red from there. */
export function similarityPalette(value: number): 'green' | 'orange' | 'red' {
  return value < 10 ? 'green' : value < 30 ? 'orange' : 'red';
}
