import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatNumber } from '@godown/shared';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { StatusLine } from '../../components/status-line';
import { BUYER_ROLES } from '../../lib/roles';
import { useReorderSuggestionsQuery } from './purchasing-api';
import { ReorderGroupCard } from './reorder-group-card';

const TITLE = 'Reorder';

/** `/reorder` (admin, staff): the products at or under their reorder point, what to buy and from whom. */
export function ReorderPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={TITLE}>
      <ReorderSuggestions />
    </RoleGate>
  );
}

function ReorderSuggestions() {
  const suggestions = useReorderSuggestionsQuery();
  const data = suggestions.data;
  const listed = data?.groups.reduce((sum, group) => sum + group.lines.length, 0) ?? 0;
  return (
    <>
      <PageHeader title={data ? `${TITLE} (${formatNumber(data.total, 0)})` : TITLE} />
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          Products at or under their reorder point, counting what is on the road and on open purchase orders,
          by preferred supplier; the most urgent first. Change a quantity before ordering if need be.
        </Text>
        {suggestions.isPending ? <LoadingLine label="Loading suggestions..." /> : null}
        <ErrorLine message={suggestions.isError ? 'Failed to fetch the reorder suggestions' : null} />
        <StatusLine
          tone="info"
          message={
            data?.truncated
              ? `More products are due than shown: the ${formatNumber(listed, 0)} most urgent of ${formatNumber(data.total, 0)} are listed.`
              : null
          }
        />
        {data && data.groups.length === 0 ? (
          <EmptyState
            icon={
              <ThemeIcon variant="light" size={48} radius="xl" color="green">
                <IconCircleCheck size={26} />
              </ThemeIcon>
            }
            title="Nothing to reorder"
            message="Every product is above its reorder point, counting what is on order."
          />
        ) : null}
        {data?.groups.map((group) => (
          <ReorderGroupCard key={group.supplier?.id ?? 'none'} group={group} />
        ))}
      </Stack>
    </>
  );
}
