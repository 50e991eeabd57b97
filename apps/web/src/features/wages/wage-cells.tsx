import { Badge, Text } from '@mantine/core';
import { m } from '../../paraglide/messages.js';

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
      {m.wages_extra_shift()}
    </Badge>
  );
}

/** The tag of a record past the monthly hours limit. */
export function OverworkedTag() {
  return (
    <Badge size="sm" variant="light" color="red" radius="sm">
      {m.wages_overworked()}
    </Badge>
  );
}
