import type { ServiceKind } from '@/shared/api/generated/model';

/** How many of the newest records the overview shows. */
export const RECENT_RECORD_COUNT = 5;

/** The dictionary of each service's `status` (the contract's ServiceKind). */
export const STATUS_DICT: Readonly<Record<ServiceKind, string>> = {
  check: 'check_status',
  aigc: 'check_status',
  patentCheck: 'check_status',
  patent: 'patent_status',
  original: 'cert_status',
  copyright: 'copyright_status',
};

/** Services whose code is a report that /report/{code} shows. */
export const REPORT_SERVICES: ReadonlySet<ServiceKind> = new Set(['check', 'aigc', 'patentCheck']);

/** The individual center's page of each service's records. */
export const SERVICE_PAGES = {
  check: '/checkCenter',
  aigc: '/aigcCheck',
  patent: '/patentCenter',
  patentCheck: '/patentCheck',
  original: '/originalCenter',
  copyright: '/copyrightCenter',
} as const satisfies Record<ServiceKind, string>;

export const SERVICE_DICT = 'service_type';
export const AUTH_DICT = 'auth_status';
