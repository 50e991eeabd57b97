import { Badge, Text } from '@mantine/core';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored instant as a date and time ("20 Nov 2026, 3:30 pm"), in this browser's time zone. */
export function formatCalculatedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A dimmed dash where a cell has nothing to say. */
export function Dash() {
  return (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );
}

/** The tag of a record or employee on an extra shift. */
export function ExtraShiftTag() {
  return (
    <Badge size="sm" variant="outline" color="orange" radius="sm">
      Extra shift
    </Badge>
  );
}

/** The tag of a record past the monthly hours limit. */
export function OverworkedTag() {
  return (
    <Badge size="sm" variant="light" color="red" radius="sm">
      Overworked
    </Badge>
  );
}
