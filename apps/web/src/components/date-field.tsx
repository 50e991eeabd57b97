// The date pickers' styles come with the only pages that use them, not with the first load.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
// Month and day names in Hindi for the pickers (English is dayjs's own).
import 'dayjs/locale/hi';
import { indiaDateFromToday } from '@godown/shared';
import { datesLocale } from '../lib/i18n';
import { m } from '../paraglide/messages.js';

/**
 * A calendar date input: typed as YYYY-MM-DD, shown as "01 May 2026", cleared with its button. Its
 * value is the date as YYYY-MM-DD, or null.
 */
export function DateField(props: DateInputProps) {
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      valueFormat="DD MMM YYYY"
      locale={datesLocale()}
      clearable
      // The clear button's name: axe finds a button without one (critical).
      clearButtonProps={{ 'aria-label': m.common_clear_date() }}
      {...props}
    />
  );
}

interface DateRangeFieldsProps {
  from: string | null;
  to: string | null;
  labels: { from: string; to: string };
  /** What an empty "to" means (today, say). */
  toPlaceholder?: string;
  onFromChange: (value: string | null) => void;
  onToChange: (value: string | null) => void;
  style?: DateInputProps['style'];
}

/** A from–to pair of days, neither after today (India) and the first never after the second. */
export function DateRangeFields({
  from,
  to,
  labels,
  toPlaceholder,
  onFromChange,
  onToChange,
  style,
}: DateRangeFieldsProps) {
  const today = indiaDateFromToday();
  return (
    <>
      <DateField
        label={labels.from}
        value={from}
        maxDate={to ?? today}
        onChange={onFromChange}
        style={style}
      />
      <DateField
        label={labels.to}
        placeholder={toPlaceholder}
        value={to}
        minDate={from ?? undefined}
        maxDate={today}
        onChange={onToChange}
        style={style}
      />
    </>
  );
}
