/**
 * What the other tags use of tag `institution`: its promotion codes (a check bought with one is
 * recorded for the institution; tag check validates them) and its rows.
 */
export { agentPromotionOf } from './promotions';
export {
  seedPromotions,
  type InstitutionTables,
  type StoredCard,
  type StoredCardBatch,
  type StoredIpRule,
  type StoredPromotion,
} from './tables';
