import { db } from '../../db/database';
import type { StoredPromotion } from './tables';

/** An institution's promotion code by its text, enabled or not (a check bought with it is recorded for the institution). */
export function agentPromotionOf(code: string): StoredPromotion | undefined {
  const wanted = code.trim().toUpperCase();
  return db.promotions.find((promotion) => promotion.code === wanted);
}
