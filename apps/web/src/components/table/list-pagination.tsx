import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber, LIST_PAGE_SIZE } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

/** What the arrow buttons are called to a screen reader. */
const PAGE_CONTROL_LABELS = {
  first: m.common_first_page,
  previous: m.common_previous_page,
  next: m.common_next_page,
  last: m.common_last_page,
} as const;

interface ListPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  pageSize?: number;
  /** A total known only as a lower bound: the range says "of more than" it. */
  moreThan?: number;
}

/** "21–25 of 25" and the page controls under a server-paged list; nothing when one page holds all. */
export function ListPagination({
  page,
  total,
  onChange,
  pageSize = LIST_PAGE_SIZE,
  moreThan,
}: ListPaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed">
        {(moreThan === undefined ? m.common_range_of_total : m.common_range_of_more)({
          first: formatNumber(first, 0),
          last: formatNumber(last, 0),
          total: formatNumber(moreThan ?? total, 0),
        })}
      </Text>
      <Pagination
        value={page}
        total={pages}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control]() })}
      />
    </Group>
  );
}
