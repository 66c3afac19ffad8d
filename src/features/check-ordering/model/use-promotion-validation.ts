import { useValidatePromotionCode } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig } from '@/shared/api/generated/model';
import { CHECK_ORDERING_TEXT } from '../config/texts';
import { useDebouncedValue } from './use-debounced-value';

/** The services a promotion code can be for (the `type` of its check types). */
export type CheckService = 'check' | 'aigc';

export type PromotionVerdict =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'valid'; discount: number; checkType?: CheckConfig }
  | { status: 'invalid'; reason: string }
  | { status: 'error'; retry: () => void };

/** Typing pauses this long before the code is sent. */
const TYPING_PAUSE_MS = 400;

/**
 * Validates a promotion code with GET /portal/check/promotion/validate as the user types: the
 * code from the path goes at once, later edits after a pause. `service` narrows the check to one
 * service (a code for another one is then not valid); without it any service's code is judged.
 * The verdict is shown in place, so the call is silent (no toast).
 */
export function usePromotionValidation(code: string, service?: CheckService): PromotionVerdict {
  const settled = useDebouncedValue(code.trim(), TYPING_PAUSE_MS);
  const query = useValidatePromotionCode(
    { code: settled, ...(service ? { type: service } : {}) },
    { query: { enabled: settled !== '', staleTime: 60_000 }, request: { silent: true } },
  );

  if (code.trim() === '') return { status: 'empty' };
  if (settled !== code.trim() || query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  const verdict = query.data?.data;
  if (!verdict) return { status: 'error', retry: () => void query.refetch() };
  if (!verdict.valid) return { status: 'invalid', reason: verdict.message?.trim() || CHECK_ORDERING_TEXT.promotionInvalid };
  // The contract bounds it to [0, 1]; 0 (free) is no discount a code gives.
  const discount = verdict.discount !== undefined && verdict.discount > 0 ? verdict.discount : 1;
  return { status: 'valid', discount, ...(verdict.checkType ? { checkType: verdict.checkType } : {}) };
}
