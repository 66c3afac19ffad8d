/**
 * What the other tags use of tag `institution`: the rows of its promotion codes, cards and IP
 * rules (tag check validates the codes, reading them from the store).
 */
export {
  seedPromotions,
  type InstitutionTables,
  type StoredCard,
  type StoredCardBatch,
  type StoredIpRule,
  type StoredPromotion,
} from './tables';
