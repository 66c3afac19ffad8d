/** Days and prices as the portal shows them: each formatter once, for every page. */
export { addDays, chineseDay, compactDay, dayOf, daysInRange, todayInBeijing } from './calendar-day';
export { formatPrice } from './price';
export { formatWan, groupDigits } from './count';
export { accountLabel } from './account';
