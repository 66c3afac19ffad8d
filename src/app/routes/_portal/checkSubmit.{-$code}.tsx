import { createFileRoute } from '@tanstack/react-router';

interface CheckSubmitSearch {
  /** Which service's types to offer: 学术查重 (check, the default) or AIGC检测 (aigc). */
  service?: 'check' | 'aigc';
  /** The check type chosen on a landing page. */
  typeId?: number;
}

export const Route = createFileRoute('/_portal/checkSubmit/{-$code}')({
  staticData: { title: '提交检测', access: 'public' },
  validateSearch: (search: Record<string, unknown>): CheckSubmitSearch => {
    const typeId = Number(search.typeId);
    return {
      ...(search.service === 'check' || search.service === 'aigc' ? { service: search.service } : {}),
      ...(Number.isInteger(typeId) && typeId > 0 ? { typeId } : {}),
    };
  },
});
