/** Days, prices and text pieces as the portal shows them: each formatter once, for every page. */
export { addDays, chineseDay, compactDay, dayOf, daysInRange, todayInBeijing } from './calendar-day';
export { formatPrice } from './price';
export { formatWan, groupDigits } from './count';
export { accountLabel } from './account';
export { DASH, orDash } from './dash';
export { LIST_SEPARATOR, PARAGRAPH_SEPARATOR, joinPresent, presentParts, splitText } from './text';
export type { LinePart } from './text';
