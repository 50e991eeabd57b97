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
import { m } from '../../paraglide/messages.js';
import { useReorderSuggestionsQuery } from './purchasing-api';
import { ReorderGroupCard } from './reorder-group-card';

/** `/reorder` (admin, staff): the products at or under their reorder point, what to buy and from whom. */
export function ReorderPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={m.purchasing_reorder_title()}>
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
      <PageHeader
        title={
          data
            ? m.purchasing_reorder_title_count({ count: formatNumber(data.total, 0) })
            : m.purchasing_reorder_title()
        }
      />
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {m.purchasing_reorder_intro()}
        </Text>
        {suggestions.isPending ? <LoadingLine label={m.purchasing_loading_suggestions()} /> : null}
        <ErrorLine message={suggestions.isError ? m.purchasing_fetch_suggestions_failed() : null} />
        <StatusLine
          tone="info"
          message={
            data?.truncated
              ? m.purchasing_suggestions_truncated({
                  listed: formatNumber(listed, 0),
                  total: formatNumber(data.total, 0),
                })
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
            title={m.purchasing_nothing_to_reorder()}
            message={m.purchasing_nothing_to_reorder_message()}
          />
        ) : null}
        {data?.groups.map((group) => (
          <ReorderGroupCard key={group.supplier?.id ?? 'none'} group={group} />
        ))}
      </Stack>
    </>
  );
}
