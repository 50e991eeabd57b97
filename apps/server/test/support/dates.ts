/** Dates relative to today in India (the business's time zone), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const now = new Date(Date.now() + 5.5 * 3600_000);
  now.setUTCDate(now.getUTCDate() + days);
  return now.toISOString().slice(0, 10);
}
