/** The services whose check types an institution sells through cards and promotion codes. */
export type SellableService = 'check' | 'aigc';

export const SELLABLE_SERVICES: readonly SellableService[] = ['check', 'aigc'];

export const SERVICE_GROUP_LABELS: Readonly<Record<SellableService, string>> = { check: '学术查重', aigc: 'AIGC检测' };
