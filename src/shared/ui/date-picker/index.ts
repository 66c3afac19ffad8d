export { DateField, type DateFieldProps } from './date-field';
export { DateRangeField, type DateRange, type DateRangeFieldProps } from './date-range-field';
export { DEFAULT_RANGE_PRESETS, type DateRangePreset } from './date-value';
