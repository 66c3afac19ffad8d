import type { CreateIpRuleRequest } from '@/shared/api/generated/model';
import { CreateIpRuleBody } from '@/shared/api/generated/zod/institution/institution.zod';

/*
 * IPv4 rules as the institution types them: one address, a start–end range, or a CIDR block
 * (createIpRule). Checked here first so mistakes are named next to the field; the server checks
 * again and also refuses overlaps and more than 50 rules.
 */

export type IpRuleMode = 'single' | 'range' | 'cidr';

export interface IpRuleFormValues {
  mode: IpRuleMode;
  startIp: string;
  endIp: string;
  cidr: string;
  remark: string;
}

export type IpRuleFormErrors = Partial<Record<'startIp' | 'endIp' | 'cidr' | 'remark', string>>;

export const CIDR_PREFIX_MIN = 8;
/** The most rules an institution may keep (createIpRule). */
export const IP_RULE_MAX = 50;

export const IP_MESSAGES = {
  ipRequired: '请输入 IP 地址',
  startRequired: '请输入起始 IP',
  endRequired: '请输入结束 IP',
  cidrRequired: '请输入 CIDR 网段',
  badIp: 'IP 地址格式不正确，应为 4 段 0–255 的数字，如 192.168.1.10',
  order: '结束 IP 不能小于起始 IP',
  badCidr: 'CIDR 网段格式不正确，应为“IP/前缀长度”，如 10.12.0.0/16',
  prefix: `CIDR 前缀长度须在 ${CIDR_PREFIX_MIN}–32 之间`,
} as const;

const ADDRESS_COUNT = 2 ** 32;

/** The address as a number 0–2³²−1, or undefined unless it is four decimal parts 0–255 without leading zeros. */
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

export interface IpRange {
  start: number;
  end: number;
}

export interface CidrBlock extends IpRange {
  /** Normalised to the block's network address: 10.12.34.56/16 is 10.12.0.0/16. */
  cidr: string;
}

/** A CIDR block, or the message saying what is wrong with it. */
export function parseCidr(text: string): CidrBlock | string {
  const match = /^([^/\s]+)\/(\d{1,2})$/.exec(text.trim());
  if (!match) return IP_MESSAGES.badCidr;
  const base = parseIpv4(match[1] ?? '');
  if (base === undefined) return IP_MESSAGES.badCidr;
  const prefix = Number(match[2]);
  if (prefix < CIDR_PREFIX_MIN || prefix > 32) return IP_MESSAGES.prefix;
  const size = 2 ** (32 - prefix);
  const start = Math.floor(base / size) * size;
  return { start, end: start + size - 1, cidr: `${formatIpv4(start)}/${prefix}` };
}

/** How many addresses a range holds. */
export function addressCount(range: IpRange): number {
  return Math.min(ADDRESS_COUNT, Math.max(0, range.end - range.start + 1));
}

export interface IpRuleCheck {
  errors: IpRuleFormErrors;
  /** What to send, when there are no errors. */
  request?: CreateIpRuleRequest;
  /** The addresses the rule will allow, when the address fields are right. */
  range?: IpRange & { cidr?: string };
}

/** Checks the address fields (only those of the chosen mode count); the remark's length is the contract's. */
export function checkIpRuleForm(values: IpRuleFormValues): IpRuleCheck {
  const errors: IpRuleFormErrors = {};
  let range: IpRuleCheck['range'];
  if (values.mode === 'cidr') {
    if (!values.cidr.trim()) errors.cidr = IP_MESSAGES.cidrRequired;
    else {
      const block = parseCidr(values.cidr);
      // Not an answer: parseCidr's own result, the block or the message saying what is wrong with it.
      if (typeof block === 'string') errors.cidr = block;
      else range = block;
    }
  } else {
    const start = parseIpv4(values.startIp);
    if (!values.startIp.trim()) errors.startIp = values.mode === 'single' ? IP_MESSAGES.ipRequired : IP_MESSAGES.startRequired;
    else if (start === undefined) errors.startIp = IP_MESSAGES.badIp;
    if (values.mode === 'single') {
      if (start !== undefined) range = { start, end: start };
    } else {
      const end = parseIpv4(values.endIp);
      if (!values.endIp.trim()) errors.endIp = IP_MESSAGES.endRequired;
      else if (end === undefined) errors.endIp = IP_MESSAGES.badIp;
      else if (start !== undefined && end < start) errors.endIp = IP_MESSAGES.order;
      else if (start !== undefined) range = { start, end };
    }
  }
  const remark = values.remark.trim();
  if (Object.keys(errors).length > 0 || !range) return { errors, range };
  const request: CreateIpRuleRequest =
    values.mode === 'cidr'
      ? { cidr: range.cidr }
      : { startIp: formatIpv4(range.start), ...(values.mode === 'range' ? { endIp: formatIpv4(range.end) } : {}) };
  return { errors, range, request: remark ? { ...request, remark } : request };
}

/**
 * The form: createIpRule's body (its remark limit: 备注不能超过 50 个字), the address checks as
 * rules. A remark is checked even while the address is wrong.
 */
export const ipRuleForm = {
  schema: CreateIpRuleBody,
  labels: { startIp: 'IP 地址', endIp: '结束 IP', cidr: 'CIDR 网段', remark: '备注' },
  rules: (values: IpRuleFormValues) => checkIpRuleForm(values).errors,
  toBody: (values: IpRuleFormValues): CreateIpRuleRequest => {
    const remark = values.remark.trim();
    return checkIpRuleForm(values).request ?? (remark ? { remark } : {});
  },
};
