export { addDays, chineseDay, compactDay, dayOf, daysInRange, todayInBeijing } from './calendar-day';
