// The first bytes of each format, as they look once base64-encoded.
const SIGNATURES: ReadonlyArray<[prefix: string, mime: string]> = [
  ['PHN2Zy', 'image/svg+xml'], // "<svg"
  ['PD94bW', 'image/svg+xml'], // "<?xml" (an SVG with a declaration)
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
];

/**
 * The captcha of GET /captchaImage as an image source. The contract sends base64 without the
 * data-URL prefix, PNG or SVG; the type is read from the content because a browser renders an
 * SVG only under its own type. A value that already is a data URL is used as it is.
 */
export function captchaSrc(img: string | undefined): string | undefined {
  const value = img?.trim();
  if (!value) return undefined;
  if (value.startsWith('data:image/')) return value;
  const mime = SIGNATURES.find(([prefix]) => value.startsWith(prefix))?.[1] ?? 'image/png';
  return `data:${mime};base64,${value}`;
}
