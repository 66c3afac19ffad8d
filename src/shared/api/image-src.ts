import { API_BASE, IMAGE_VIEW_PATH } from '@/shared/config';
import { safeLink } from '@/shared/lib/safe-url';

/**
 * Where an `<img>` (or a video poster) finds an image the API names, one rule for every page
 * (SPEC §7: "Image preview source is prefixed with /api. The image view path is
 * /api/common/imageView/."):
 * - a path under the API (`/common/imageView/x.svg`) gets the /api prefix, once;
 * - a bare file name (`x.svg`) is under the image view path; a relative path (`a/x.png`) under /api;
 * - absolute http(s) URLs, image data URLs and blob URLs stay as they are;
 * - nothing, a blank, a non-string or a protocol-relative URL (`//host/x.png`: another host
 *   without a scheme) is no image.
 */
export function apiImageSrc(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const value = path.trim();
  if (!value || value.startsWith('//')) return undefined;
  if (/^(data:image\/|blob:)/i.test(value)) return value;
  if (/^https?:/i.test(value)) return safeLink(value);
  if (value === API_BASE || value.startsWith(`${API_BASE}/`)) return value;
  if (value.startsWith('/')) return `${API_BASE}${value}`;
  return value.includes('/') ? `${API_BASE}/${value}` : `${IMAGE_VIEW_PATH}${value}`;
}
