import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { failedWithoutData } from './query-state';

describe('failedWithoutData', () => {
  it('stays true while a failed query without data is fetched again, and is false once it has data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (value: string) => void = () => undefined;
    let calls = 0;
    const queryFn = () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('500'));
      return new Promise<string>((resolve) => (answer = resolve));
    };
    await client.fetchQuery({ queryKey: ['k'], queryFn }).catch(() => undefined);
    const query = client.getQueryCache().find({ queryKey: ['k'] })!;
    expect(query.state.status).toBe('error');
    expect(failedWithoutData(query.state)).toBe(true);

    const again = client.fetchQuery({ queryKey: ['k'], queryFn });
    // What the notices used to test: the query is pending again, its error cleared.
    expect(query.state.status).toBe('pending');
    expect(query.state.error).toBeNull();
    expect(failedWithoutData(query.state)).toBe(true);

    answer('data');
    await again;
    expect(failedWithoutData(query.state)).toBe(false);
  });

  it('is false for a query that never failed', () => {
    expect(failedWithoutData({ status: 'pending', errorUpdateCount: 0 })).toBe(false);
    expect(failedWithoutData({ status: 'success', errorUpdateCount: 0 })).toBe(false);
  });
});
