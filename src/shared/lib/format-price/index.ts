/** Prices in yuan, as every page shows them: one formatter for the whole portal. */
export { formatPrice } from './format-price';
