import { createFileRoute } from '@tanstack/react-router';
import { PAGE_MAX } from '@/shared/config';

interface PrivacyResourceSearch {
  page?: number;
  keyword?: string;
}

export const Route = createFileRoute('/_portal/privacyResource')({
  staticData: { title: '隐私资源', access: 'login' },
  validateSearch: (search: Record<string, unknown>): PrivacyResourceSearch => {
    const page = Number(search.page);
    const keyword = typeof search.keyword === 'string' ? search.keyword.trim() : '';
    return {
      ...(Number.isInteger(page) && page > 1 ? { page: Math.min(page, PAGE_MAX) } : {}),
      ...(keyword ? { keyword } : {}),
    };
  },
});
