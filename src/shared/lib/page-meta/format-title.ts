import { BRAND } from '@/shared/config';

/** Every document title is `页面名 - 品牌` (SPEC §1); a page without a name shows the brand alone. */
export function formatTitle(pageName?: string | null, brand: string = BRAND): string {
  const name = pageName?.trim();
  return name ? `${name} - ${brand}` : brand;
}
