import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ERROR_MESSAGES } from './errors';
import { createQueryClient } from './query-client';

const refused = () => Promise.reject(new ApiError({ kind: 'forbidden', level: 'error', message: ERROR_MESSAGES.forbidden }));

afterEach(() => {
  onlineManager.setOnline(true);
});

// Offline is a state the banner shows; it must not turn queries into skeletons that never end.
describe('createQueryClient while the browser is offline', () => {
  it('lets a query fail at once instead of pausing it', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['offline-query'], queryFn: refused })).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('lets a mutation fail at once instead of pausing it', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const observer = new MutationObserver(client, { mutationFn: refused });
    await expect(observer.mutate()).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
