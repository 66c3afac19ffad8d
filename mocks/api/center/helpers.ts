import type { CheckConfig } from '@/shared/api/generated/model';
import { API_BASE } from '@/shared/config';
import { db } from '../../db/database';
import { imageViewPath } from '../../lib/contract-path';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { fileById, fileByName } from '../file';
import { CENTER_MESSAGES } from './messages';

/** Small helpers of the three centers' handlers (tags center, institution, scholar). */

const IMAGE_TYPES = /^image\/(png|jpeg|svg\+xml)$/;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const today = (): string => formatDate(new Date());
export const now = (): string => formatDateTime(new Date());
export const length = (value: string): number => Array.from(value).length;

export function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  return undefined;
}

export function idOf(raw: unknown): number {
  return numberOf(raw) ?? Number.NaN;
}

export function stringList(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const list = raw.map((item) => (typeof item === 'string' ? item.trim() : ''));
  return list.some((item) => item === '') ? undefined : list;
}

export function randomFrom(alphabet: string, size: number): string {
  return Array.from({ length: size }, () => alphabet.charAt(Math.floor(Math.random() * alphabet.length))).join('');
}

const IMAGE_VIEW_PREFIX = imageViewPath('');

/** An avatar as sent: the uploaded image's fileName, or its imageView path (with or without the API base) cut to the name. */
export function avatarNameOf(raw: string): string {
  const value = raw.trim();
  const path = value.startsWith(`${API_BASE}/`) ? value.slice(API_BASE.length) : value;
  return path.startsWith(IMAGE_VIEW_PREFIX) ? path.slice(IMAGE_VIEW_PREFIX.length) : value;
}

export function isImage(fileName: string): boolean {
  const file = fileByName(fileName);
  return file !== undefined && IMAGE_TYPES.test(file.type);
}

export function isImageId(fileId: string): boolean {
  const file = fileById(fileId);
  return file !== undefined && IMAGE_TYPES.test(file.type);
}

export function dictLabel(dictType: string, value: string): string {
  return db.dicts[dictType]?.find((entry) => entry.dictValue === value)?.dictLabel ?? value;
}

/** Required text up to `max` characters; a message when missing or too long. */
export function requiredText(value: string, label: string, max: number): string | undefined {
  if (!value) return CENTER_MESSAGES.fieldMissing(label);
  if (length(value) > max) return CENTER_MESSAGES.fieldLong(label, max);
  return undefined;
}

export function checkConfigOf(raw: unknown, types: readonly string[]): CheckConfig | undefined {
  const id = idOf(raw);
  return db.checkConfigs.find((config) => config.id === id && types.includes(config.type));
}
