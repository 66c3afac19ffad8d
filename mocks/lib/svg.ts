/**
 * Generated images of the content data set (avatars, posters, covers) as SVG text, served by
 * `/common/imageView/{fileName}` like uploaded images. Text is escaped: names go into markup.
 */

export const PALETTE = ['#2a62cc', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0e7490', '#9a3412'] as const;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = 'font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif"';

/** A round avatar with the surname, like the portal's default avatars. */
export function avatarSvg(name: string, colour: string): string {
  const initial = escapeXml(Array.from(name)[0] ?? '专');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<rect width="160" height="160" fill="${colour}"/>`,
    '<circle cx="80" cy="62" r="30" fill="#ffffff" fill-opacity="0.18"/>',
    `<text x="80" y="104" font-size="72" text-anchor="middle" fill="#ffffff" ${FONT}>${initial}</text>`,
    '</svg>',
  ].join('');
}

/** A 16:9 poster with the title and a play mark. */
export function posterSvg(title: string, subtitle: string, colour: string): string {
  const shortTitle = Array.from(title).slice(0, 18).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0d2147"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<circle cx="320" cy="150" r="44" fill="#ffffff" fill-opacity="0.9"/>',
    `<path d="M306 128 L306 172 L344 150 Z" fill="${colour}"/>`,
    `<text x="320" y="252" font-size="28" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(shortTitle)}</text>`,
    `<text x="320" y="292" font-size="20" text-anchor="middle" fill="#ffffff" fill-opacity="0.8" ${FONT}>${escapeXml(subtitle)}</text>`,
    '</svg>',
  ].join('');
}

/** A 3:4 journal cover: name, a band, and the issue line. */
export function journalCoverSvg(name: string, issueLine: string, colour: string): string {
  const chars = Array.from(name);
  const lines = chars.length > 7 ? [chars.slice(0, 7).join(''), chars.slice(7, 14).join('')] : [name];
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${120 + index * 44}" font-size="36" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">',
    `<rect width="300" height="400" fill="${colour}"/>`,
    '<rect y="260" width="300" height="56" fill="#ffffff" fill-opacity="0.16"/>',
    text,
    `<text x="150" y="296" font-size="18" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(issueLine)}</text>`,
    '</svg>',
  ].join('');
}

/** A wide banner for articles and cases. */
export function bannerSvg(label: string, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    `<rect width="640" height="360" fill="${colour}"/>`,
    '<path d="M0 280 C160 220 320 340 640 250 L640 360 L0 360 Z" fill="#ffffff" fill-opacity="0.14"/>',
    `<text x="320" y="190" font-size="40" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
