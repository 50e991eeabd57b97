const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored instant as a date and time ("12 Jan 2026, 4:30 pm") in this browser's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A stored instant shown as a date and time, in a `<time>` element that keeps the exact instant. */
export function DateTimeText({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
