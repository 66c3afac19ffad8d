import type { ServiceRecord, ServiceRecordPage, UploadedFile } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, dataOf, envelopeOf, type ApiRoute, type Envelope } from '../../lib/test-client';
import { demoCredentials } from '../auth';
import { agentLogin, smsLogin } from '../auth/test-kit';

/** Helpers of the three centers' handler tests (tags center, institution, scholar). */

export const get = async <T>(route: ApiRoute, token: string, query: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(await callApi(route, { token, query }));
export const send = async <T>(route: ApiRoute, token: string, json: unknown = {}): Promise<T> =>
  dataOf<T>(await callApi(route, { token, json }));
export const attempt = async (
  route: ApiRoute,
  token: string | undefined,
  json?: unknown,
  query: Record<string, string> = {},
): Promise<Envelope> => envelopeOf(await callApi(route, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }), query }));

export const individual = async (): Promise<string> => (await smsLogin()).token;
export const scholar = async (): Promise<string> => (await smsLogin(demoCredentials.scholar.mobile)).token;
export const mainAgent = async (): Promise<string> => (await agentLogin('agent', 'Agent@123')).token;
export const subAgent = async (): Promise<string> => (await agentLogin('agentsub', 'Sub@12345')).token;

export const han = /\p{Script=Han}/u;
export const FORBIDDEN = { code: 403, msg: '当前操作没有权限' };
export const UNAUTHORIZED = { code: 401, msg: '认证失败，无法访问系统资源' };

export async function upload(
  fileName: string,
  type = 'application/octet-stream',
  bytes: Uint8Array | string = `${fileName} 正文`,
): Promise<UploadedFile> {
  return dataOf<UploadedFile>(
    await callApi('ossUpload', {
      form: { fields: { random: '0.5', newNumber: '1' }, files: [{ name: 'file', fileName, type, bytes }] },
    }),
  );
}

export const png = (): Uint8Array =>
  Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );

export async function allRecords(route: ApiRoute, token: string, query: Record<string, string> = {}): Promise<ServiceRecord[]> {
  return (await get<ServiceRecordPage>(route, token, { ...query, pageSize: '100' })).rows;
}

export function csvName(response: Response): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('Content-Disposition') ?? '');
  return decodeURIComponent(match?.[1] ?? '');
}

/** The report of a submitted check finishes now instead of in ten seconds. */
export function finishChecksNow(): void {
  for (const report of db.reports) if (report.readyAt !== undefined) report.readyAt = Date.now() - 1;
}
