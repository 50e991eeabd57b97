import { Group, Pagination, Text } from '@mantine/core';
import { LIST_PAGE_SIZE } from '@godown/shared';

/** What the arrow buttons are called to a screen reader. */
const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

interface ListPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  pageSize?: number;
}

/** "21–25 of 25" and the page controls under a server-paged list; nothing when one page holds all. */
export function ListPagination({ page, total, onChange, pageSize = LIST_PAGE_SIZE }: ListPaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed">
        {`${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`}
      </Text>
      <Pagination
        value={page}
        total={pages}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
