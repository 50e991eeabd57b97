import { ActionIcon, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconGift, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatNumber, type TScheme } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ActiveBadge } from '../../components/active-badge';
import { confirmDelete } from '../../components/confirm-delete';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { useDeleteScheme, useSchemesQuery } from './pricing-api';
import { schemeTermsText, validityText } from './pricing-words';

/** The scheme form (its product pickers) loads when first opened. */
const SchemeFormModal = lazy(async () => ({
  default: (await import('./scheme-form-modal')).SchemeFormModal,
}));

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * `/schemes` (admin, staff): every scheme, the running ones first, with its terms in words and its
 * dates; New scheme, Edit (name, dates, active), and Delete (admin).
 */
export function SchemesPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.pricing_schemes_title()}>
      <Schemes />
    </RoleGate>
  );
}

function Schemes() {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const schemes = useSchemesQuery();
  const remove = useDeleteScheme();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The form: a new scheme (undefined) or the scheme to edit; kept while the form closes.
  const [editing, setEditing] = useState<TScheme | undefined>(undefined);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const openForm = (scheme?: TScheme) => {
    setEditing(scheme);
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  const rows = schemes.data;

  const askToDelete = (scheme: TScheme) =>
    confirmDelete({
      name: scheme.name,
      message: m.pricing_delete_scheme_confirm(),
      onConfirm: () => {
        setDeleteError(null);
        void remove.mutateAsync(scheme).then(
          () =>
            notifications.show({ color: 'teal', title: m.pricing_scheme_deleted(), message: scheme.name }),
          (error: unknown) => setDeleteError(failureWithReason(error, m.pricing_delete_scheme_failed())),
        );
      },
    });

  const actions = (scheme: TScheme) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={m.pricing_edit_scheme_of({ name: scheme.name })}
        onClick={() => openForm(scheme)}
      >
        <IconEdit size={18} />
      </ActionIcon>
      {isAdmin ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={m.pricing_delete_scheme_of({ name: scheme.name })}
          onClick={() => askToDelete(scheme)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ) : null}
    </Group>
  );

  const columns: TableColumn<TScheme>[] = [
    {
      id: 'name',
      header: m.pricing_name(),
      isFixed: true,
      cell: (scheme) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {scheme.name}
        </Text>
      ),
    },
    { id: 'terms', header: m.pricing_terms(), cell: (scheme) => schemeTermsText(scheme) },
    {
      id: 'valid',
      header: m.pricing_valid(),
      cellProps: NO_WRAP,
      cell: (scheme) => validityText(scheme.validFrom, scheme.validTo),
    },
    {
      id: 'active',
      header: m.pricing_status(),
      cellProps: NO_WRAP,
      cell: (scheme) => <ActiveBadge isActive={scheme.active} />,
    },
    { id: 'actions', header: m.pricing_actions(), isFixed: true, cell: actions },
  ];
  const addButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={18} />} onClick={() => openForm()}>
      {m.pricing_new_scheme()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={
          rows ? m.pricing_schemes_count({ count: formatNumber(rows.length, 0) }) : m.pricing_schemes_title()
        }
        actions={addButton('filled')}
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={720}>
          {m.pricing_schemes_intro()}
        </Text>
        <ErrorLine message={deleteError} />
        <ResponsiveTable
          rows={rows}
          rowKey={(scheme) => scheme.id}
          columns={columns}
          minWidth={760}
          isLoading={schemes.isPending}
          loadingLabel={m.pricing_loading_schemes()}
          errors={[schemes.isError ? m.pricing_fetch_schemes_failed() : null]}
          isEmpty={rows?.length === 0}
          empty={
            <EmptyState
              title={m.pricing_no_schemes_yet()}
              icon={
                <ThemeIcon variant="light" size={48} radius="xl">
                  <IconGift size={26} />
                </ThemeIcon>
              }
              message={m.pricing_no_schemes_yet_message()}
              action={addButton('light')}
            />
          }
          isStale={false}
          card={(scheme) => (
            <RowCard name={scheme.name}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {scheme.name}
                </Text>
                <ActiveBadge isActive={scheme.active} />
              </Group>
              <Text size="sm" mt={4}>
                {schemeTermsText(scheme)}
              </Text>
              <Group justify="space-between" align="center" mt="xs" wrap="nowrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {validityText(scheme.validFrom, scheme.validTo)}
                </Text>
                {actions(scheme)}
              </Group>
            </RowCard>
          )}
        />
      </Stack>
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <SchemeFormModal scheme={editing} opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
