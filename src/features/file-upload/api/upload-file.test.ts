import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { isApiError } from '@/shared/api';
import { COOKIE_TOKEN } from '@/shared/config';
import { writeCookie } from '@/shared/lib/cookies';
import { uploadFile, uploadFileAsBody, uploadFiles } from './upload-file';
import { onApi } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';

function captureForms(operationId: OperationId, data: unknown) {
  const forms: Array<{ keys: string[]; auth: string | null }> = [];
  server.use(
    onApi(operationId, async ({ request }) => {
      const form = await request.formData();
      forms.push({ keys: [...form.keys()], auth: request.headers.get('Authorization') });
      return HttpResponse.json({ code: 200, msg: '操作成功', data });
    }),
  );
  return forms;
}

const stored = { id: '1', fileName: 'x.pdf', originalFilename: 'a.pdf', filePath: '/profile/upload/x.pdf' };

describe('upload calls', () => {
  it('POST /oss/upload: the file and the two stamp fields, with the token', async () => {
    // The session's saved token, which the client asks for at send time.
    writeCookie(COOKIE_TOKEN, 'tok-calls');
    const forms = captureForms('ossUpload', stored);
    await expect(uploadFile(new File(['%PDF'], 'a.pdf'))).resolves.toEqual(stored);
    expect(forms).toEqual([{ keys: ['file', 'random', 'newNumber'], auth: 'Bearer tok-calls' }]);
  });

  it('extra fields never overwrite the file or the stamp', async () => {
    const forms = captureForms('ossUpload', stored);
    await uploadFile(new File(['x'], 'a.pdf'), { random: 'mine', type: 'works' });
    expect(forms[0]?.keys).toEqual(['file', 'random', 'newNumber', 'type']);
  });

  it('a 200 answer without the stored file is a failure', async () => {
    server.use(onApi('ossUpload', () => HttpResponse.json({ code: 200, msg: '操作成功' })));
    await expect(uploadFile(new File(['x'], 'a.pdf'), {}, { silent: true })).rejects.toThrow(/no file/);
  });

  it('rejects with the client’s ApiError for a non-200 code', async () => {
    server.use(onApi('ossUpload', () => HttpResponse.json({ code: 500, msg: '存储空间不足' })));
    const failure: unknown = await uploadFile(new File(['x'], 'a.pdf'), {}, { silent: true }).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.message).toBe('存储空间不足');
  });

  it('POST /oss/uploadFiles: every file under "files", the stored files back in order', async () => {
    const forms = captureForms('ossUploadFiles', [stored, { ...stored, id: '2' }]);
    const files = await uploadFiles([new File(['1'], 'a.pdf'), new File(['2'], 'b.pdf')]);
    expect(files.map((f) => f.id)).toEqual(['1', '2']);
    expect(forms[0]?.keys).toEqual(['files', 'files']);
  });

  it('POST /oss/pc/upload stores the bytes in the mock data set, and /oss/download serves them back', async () => {
    const text = '作品全文：第一章 绪论';
    const uploaded = await uploadFileAsBody(new File([text], '作品.txt', { type: 'text/plain' }));
    expect(uploaded.originalFilename).toBe('作品.txt');
    const response = await fetch(`http://localhost/api/oss/download?fileId=${encodeURIComponent(uploaded.id)}`);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('作品'));
    expect(await response.text()).toBe(text);
  });
});
