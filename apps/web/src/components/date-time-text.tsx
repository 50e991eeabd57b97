import { appLocale } from '../lib/i18n';

// Made once, in the language of the screens (a language change reloads the page).
const dateTimeFormat = new Intl.DateTimeFormat(appLocale(), { dateStyle: 'medium', timeStyle: 'short' });
const calendarDateFormat = new Intl.DateTimeFormat(appLocale(), { dateStyle: 'medium', timeZone: 'UTC' });

/** A stored instant as a date and time ("12 Jan 2026, 4:30 pm") in this browser's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A stored instant shown as a date and time, in a `<time>` element that keeps the exact instant. */
export function DateTimeText({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

/**
 * A calendar date (YYYY-MM-DD: an expiry, an expected delivery) as "10 Jan 2026"; read as UTC, so no
 * time zone shifts the day.
 */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarDateFormat.format(date);
}

/** A calendar date, or "—" when there is none (tables and cards). */
export function calendarDateOrDash(value: string | null | undefined): string {
  return value ? formatCalendarDate(value) : '—';
}
