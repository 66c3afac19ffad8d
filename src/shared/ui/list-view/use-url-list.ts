import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { definedParams } from '@/shared/lib/query-string';

/**
 * A list screen's ways through its URL: `go(filters)` replaces the search (page 1, empty values
 * left out), `onPage(n)` keeps the filters and moves to page n (page 1 left out of the URL). The
 * route's validator checks what arrives.
 */
export function useUrlList<Search extends object>() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      go: (next: Search) => void navigate({ to: '.', search: definedParams(next) }),
      onPage: (page: number) =>
        void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, page: page > 1 ? page : undefined }) }),
    }),
    [navigate],
  );
}
