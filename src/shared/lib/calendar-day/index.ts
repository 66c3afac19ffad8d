export { addDays, compactDay, dayOf, daysInRange, todayInBeijing } from './calendar-day';
