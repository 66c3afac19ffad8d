import { API_BASE, IMAGE_VIEW_PATH } from '@/shared/config';

/**
 * The image source of an avatar as the server gives it (SPEC §7: image previews are served
 * under /api): a path such as `/common/imageView/x.svg` gets the /api prefix, a bare file
 * name goes under the image view path, and absolute http(s) and image data URLs stay.
 */
export function avatarSrc(avatar: string | null | undefined): string | undefined {
  const value = avatar?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value) || value.startsWith('data:image/')) return value;
  if (value.startsWith(`${API_BASE}/`)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${API_BASE}${value}`;
  if (value.startsWith('/')) return undefined;
  return `${IMAGE_VIEW_PATH}${value}`;
}
