/** Dates relative to today in India (the business's time zone), as YYYY-MM-DD. */
export { indiaDateFromToday as daysFromToday } from '@godown/shared';
