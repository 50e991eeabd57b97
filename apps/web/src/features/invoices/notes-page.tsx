import { Button, Group, Select, Stack } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { formatNumber, NOTE_KINDS } from '@godown/shared';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { RoleGate } from '../../components/role-gate';
import { INVOICES_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { noteKindLabel } from './note-words';
import { useNotesQuery } from './notes-api';
import { NotesTable } from './notes-table';

/** The value of the kind filter's "all" choice (a Select value cannot be null and shown). */
const ALL = 'all';

/**
 * `/invoice-notes` (admin, staff): every credit and debit note, the latest first, by kind, searched
 * by number, the invoice's number or the customer, and paged. A note is made from its invoice's page.
 */
export function NotesPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.notes_title()}>
      <NoteList />
    </RoleGate>
  );
}

function NoteList() {
  // The search, the kind and the page live in the address.
  const view = useListSearch({ filters: ['kind'] });
  const { search, setSearch, appliedSearch, page, setPage } = view;
  const kind = NOTE_KINDS.find((k) => k === view.filters.kind) ?? null;

  const list = useNotesQuery({ kind, search: appliedSearch, page });
  const rows = list.data?.notes ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const isFiltered = appliedSearch !== '' || kind !== null;

  return (
    <>
      <PageHeader
        title={list.data ? m.notes_title_count({ count: formatNumber(total, 0) }) : m.notes_title()}
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.notes_search()}
            placeholder={m.notes_search_placeholder()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 240px' }}
          />
          <Select
            label={m.notes_kind()}
            data={[
              { value: ALL, label: m.notes_all_kinds() },
              ...NOTE_KINDS.map((k) => ({ value: k, label: noteKindLabel(k) })),
            ]}
            value={kind ?? ALL}
            onChange={(value) => view.setFilter('kind', value === ALL ? null : value)}
            allowDeselect={false}
            style={{ flex: '1 1 170px' }}
          />
        </Group>
        <NotesTable
          notes={list.data?.notes}
          isLoading={list.isPending}
          loadingLabel={m.notes_loading_notes()}
          errors={[list.isError ? m.notes_fetch_notes_failed() : null]}
          isEmpty={total === 0}
          empty={
            <ListEmptyState
              icon={IconFileDollar}
              filtered={
                isFiltered
                  ? { title: m.notes_no_notes_match(), search: appliedSearch, onClear: view.clearFilters }
                  : null
              }
              noneYet={{
                title: m.notes_no_notes_yet(),
                message: m.notes_no_notes_yet_message(),
                action: (
                  <Button component={Link} to={INVOICES_PATH} variant="light">
                    {m.invoices_all_invoices()}
                  </Button>
                ),
              }}
            />
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>
    </>
  );
}
