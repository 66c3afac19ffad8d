/** What the other tags use of tag `check`: the check types and their prices, and promotion codes. */
export { checkTypeNameOf, seedCheckConfigs, seedPromotionCodes, type CheckTables, type PromotionCode } from './tables';
export { checkConfigsOfType } from './configs';
export { promotionVerdict } from './promotion';
