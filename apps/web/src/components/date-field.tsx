// The date pickers' styles come with the only pages that use them, not with the first load.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
// Month and day names in Hindi for the pickers (English is dayjs's own).
import 'dayjs/locale/hi';
import { datesLocale } from '../lib/i18n';

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
      {...props}
    />
  );
}
