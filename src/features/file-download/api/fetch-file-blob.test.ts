import { describe, expect, it, vi } from 'vitest';
import type * as SharedApi from '@/shared/api';
import { fetchFileBlob } from './fetch-file-blob';

const customInstance = vi.hoisted(() => vi.fn(() => Promise.resolve(new Blob(['x']))));
vi.mock('@/shared/api', async (importOriginal) => ({ ...(await importOriginal<typeof SharedApi>()), customInstance }));

describe('fetchFileBlob', () => {
  it.each([
    ['downloadV2', '/common/downloadV2'],
    ['oss', '/oss/download'],
  ] as const)('%s asks %s for a blob, silently, cancellable', async (kind, url) => {
    const controller = new AbortController();
    await fetchFileBlob(kind, 'f-9', controller.signal);
    expect(customInstance).toHaveBeenLastCalledWith(
      { url, method: 'GET', params: { fileId: 'f-9' }, responseType: 'blob' },
      { silent: true, signal: controller.signal },
    );
  });
});
