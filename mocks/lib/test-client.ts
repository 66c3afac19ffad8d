import { expect } from 'vitest';
import type { ApiResult } from '@/shared/api/generated/model';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { fillPath, operationOf, type PathParamsOf } from './contract-path';

/** Test helpers: calls go through the real fetch, so the MSW node server answers them. */
export const API_BASE = 'http://localhost/api';

export interface UploadPart {
  name: string;
  fileName: string;
  type?: string;
  bytes: Uint8Array | string;
}

/** A multipart body: form fields (strings) and files. */
export interface MultipartForm {
  fields?: Record<string, string>;
  files: UploadPart[];
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: MultipartForm;
  query?: Record<string, string>;
}

/**
 * Encodes multipart/form-data by hand. Under jsdom, FormData and File are jsdom's, and vitest's
 * conversion to Node's loses file names and bytes; a hand-made body is what a browser sends.
 */
export function encodeMultipart(form: MultipartForm): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----mock-boundary-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const add = (part: string | Uint8Array) => chunks.push(typeof part === 'string' ? encoder.encode(part) : part);
  for (const [name, value] of Object.entries(form.fields ?? {})) {
    add(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (const file of form.files) {
    add(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n`);
    add(`Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`);
    add(file.bytes);
    add('\r\n');
  }
  add(`--${boundary}--\r\n`);
  const body = new Uint8Array(new ArrayBuffer(chunks.reduce((size, chunk) => size + chunk.byteLength, 0)));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export type Envelope<T = unknown> = ApiResult & { data?: T };

export function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(`${API_BASE}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers();
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const multipart = encodeMultipart(options.form);
    headers.set('Content-Type', multipart.contentType);
    body = multipart.body;
  }
  return fetch(url, { method, headers, body });
}

/**
 * An operation of the contract as a test calls it: its operationId, with its path parameters when
 * its path has any (`['getWork', { id: '1' }]`). Method and path come from the contract, so a test
 * that calls a renamed operation, or leaves out a parameter, fails the typecheck.
 */
export type ApiRoute = {
  [Id in OperationId]: keyof PathParamsOf<Id> extends never ? Id : readonly [Id, PathParamsOf<Id>];
}[OperationId];

/** The method and the path (under the API base, parameters filled in) of a route. */
export function requestOf(route: ApiRoute): { method: string; path: string } {
  const [operationId, params]: readonly [OperationId, Readonly<Record<string, string>>] = typeof route === 'string' ? [route, {}] : route;
  const { method, path } = operationOf(operationId);
  return { method, path: fillPath(path, params) };
}

/** Calls an operation by its operationId (see ApiRoute), through the real fetch. */
export function callApi(route: ApiRoute, options: CallOptions = {}): Promise<Response> {
  const { method, path } = requestOf(route);
  return call(method, path, options);
}

export async function envelopeOf<T = unknown>(response: Response): Promise<Envelope<T>> {
  expect(response.headers.get('Content-Type') ?? '').toContain('application/json');
  return (await response.json()) as Envelope<T>;
}

/** Data of a successful envelope; fails the test with the message otherwise. */
export async function dataOf<T>(response: Response): Promise<T> {
  const body = await envelopeOf<T>(response);
  expect(body.code, body.msg).toBe(200);
  expect(body.data).toBeDefined();
  return body.data as T;
}
