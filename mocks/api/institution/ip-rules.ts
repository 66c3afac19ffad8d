/** IPv4 ranges of the institution's IP rules, pure, so it is tested directly. */

/** The address as a number, or undefined unless it is four decimal parts 0-255 without leading zeros. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export type IpRange = { start: number; end: number; cidr: string | null };

export const IP_MESSAGES = {
  missing: '请填写起始 IP 或 CIDR 网段',
  both: 'CIDR 网段与起止 IP 只能填写一种',
  badStart: '起始 IP 格式不正确',
  badEnd: '结束 IP 格式不正确',
  order: '起始 IP 不能大于结束 IP',
  badCidr: 'CIDR 网段格式不正确，如 10.12.0.0/16',
  prefix: 'CIDR 前缀长度须在 8–32 之间',
} as const;

/** A range from the form: a CIDR block (normalised to its network address) or start with optional end. */
export function ipRangeOf(input: { startIp?: string; endIp?: string; cidr?: string }): IpRange | string {
  const cidr = input.cidr?.trim() ?? '';
  const startText = input.startIp?.trim() ?? '';
  const endText = input.endIp?.trim() ?? '';
  if (cidr && (startText || endText)) return IP_MESSAGES.both;
  if (cidr) {
    const match = /^([\d.]+)\/(\d{1,2})$/.exec(cidr);
    const base = match ? parseIpv4(match[1] ?? '') : undefined;
    if (!match || base === undefined) return IP_MESSAGES.badCidr;
    const prefix = Number(match[2]);
    if (prefix < 8 || prefix > 32) return IP_MESSAGES.prefix;
    const size = 2 ** (32 - prefix);
    const start = Math.floor(base / size) * size;
    return { start, end: start + size - 1, cidr: `${formatIpv4(start)}/${prefix}` };
  }
  if (!startText) return IP_MESSAGES.missing;
  const start = parseIpv4(startText);
  if (start === undefined) return IP_MESSAGES.badStart;
  const end = endText ? parseIpv4(endText) : start;
  if (end === undefined) return IP_MESSAGES.badEnd;
  if (start > end) return IP_MESSAGES.order;
  return { start, end, cidr: null };
}

export function rangesOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start <= b.end && b.start <= a.end;
}
