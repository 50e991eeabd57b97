import { ActionIcon, Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconFileCertificate, IconPlus, IconTrash } from '@tabler/icons-react';
import { seriesNumber, type TRegistration } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { failureWithReason } from '../../api/client';
import { registrationState, useRegistrationsQuery } from '../../api/registrations';
import { ActiveBadge } from '../../components/active-badge';
import { confirmDelete } from '../../components/confirm-delete';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { currentFinancialYear } from './registration-form';
import { useDeleteRegistration } from './settings-api';

/** The registration form loads when first opened. */
const RegistrationFormModal = lazy(async () => ({
  default: (await import('./registration-form-modal')).RegistrationFormModal,
}));

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const MONOSPACE = { fontFamily: 'var(--mantine-font-family-monospace)' } as const;

/** The warehouses a registration bills, by name, or "None yet". */
function warehousesText(registration: TRegistration): string {
  return registration.inventories.length > 0
    ? registration.inventories.map((inventory) => inventory.name).join(', ')
    : m.settings_no_warehouses();
}

/** The first invoice number of the registration's series this financial year: INV/26-27/00001. */
function invoiceExample(registration: TRegistration): string {
  return seriesNumber(registration.invoiceSeries, currentFinancialYear(), 1);
}

/** A GSTIN in the monospace it is checked in, kept whole (a GSTIN cut in two is misread). */
function Gstin({ gstin }: { gstin: string }) {
  return (
    <Text span size="sm" fw={600} style={{ ...MONOSPACE, whiteSpace: 'nowrap' }}>
      {gstin}
    </Text>
  );
}

/**
 * The GST registrations section: each GSTIN with its state, name, the warehouses it bills, the first
 * invoice number of its series this year and whether it is active; an admin adds, edits and deletes
 * them (a registration a warehouse belongs to is refused). Cards on a phone.
 */
export function RegistrationsSection({ canEdit }: { canEdit: boolean }) {
  const registrations = useRegistrationsQuery();
  const remove = useDeleteRegistration();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The form: a new registration (undefined) or the one to edit; kept while the form closes.
  const [editing, setEditing] = useState<TRegistration | undefined>(undefined);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const openForm = (registration?: TRegistration) => {
    setEditing(registration);
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  const rows = registrations.data;

  const askToDelete = (registration: TRegistration) =>
    confirmDelete({
      name: registration.gstin,
      message: m.settings_delete_registration_confirm({ name: registration.name }),
      onConfirm: () => {
        setDeleteError(null);
        void remove.mutateAsync(registration).then(
          () =>
            notifications.show({
              color: 'teal',
              title: m.settings_registration_deleted(),
              message: registration.gstin,
            }),
          (error: unknown) =>
            setDeleteError(failureWithReason(error, m.settings_delete_registration_failed())),
        );
      },
    });

  const actions = (registration: TRegistration) =>
    canEdit ? (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <ActionIcon
          variant="subtle"
          aria-label={m.settings_edit_registration_of({ gstin: registration.gstin })}
          onClick={() => openForm(registration)}
        >
          <IconEdit size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={m.settings_delete_registration_of({ gstin: registration.gstin })}
          onClick={() => askToDelete(registration)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    ) : null;

  const columns: TableColumn<TRegistration>[] = [
    {
      id: 'gstin',
      header: m.settings_gstin(),
      isFixed: true,
      cell: (registration) => <Gstin gstin={registration.gstin} />,
    },
    { id: 'state', header: m.settings_state(), cell: (registration) => registrationState(registration) },
    {
      id: 'name',
      header: m.settings_name(),
      cell: (registration) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {registration.name}
        </Text>
      ),
    },
    { id: 'warehouses', header: m.settings_warehouses(), cell: warehousesText },
    {
      id: 'series',
      header: m.settings_first_invoice(),
      cellProps: NO_WRAP,
      cell: (registration) => (
        <Text style={MONOSPACE} size="sm">
          {invoiceExample(registration)}
        </Text>
      ),
    },
    {
      id: 'active',
      header: m.settings_status(),
      cellProps: NO_WRAP,
      cell: (registration) => <ActiveBadge isActive={registration.active} />,
    },
    ...(canEdit ? [{ id: 'actions', header: m.settings_actions(), isFixed: true, cell: actions }] : []),
  ];
  const addButton = (variant: 'filled' | 'light') =>
    canEdit ? (
      <Button variant={variant} leftSection={<IconPlus size={18} />} onClick={() => openForm()}>
        {m.settings_add_registration()}
      </Button>
    ) : null;

  return (
    <SectionCard
      title={m.settings_registrations()}
      aside={rows && rows.length > 0 ? addButton('light') : null}
    >
      <Text size="sm" c="dimmed" maw={720}>
        {m.settings_registrations_intro()}
      </Text>
      <Stack gap="sm">
        <ErrorLine message={deleteError} />
        <ResponsiveTable
          rows={rows}
          rowKey={(registration) => registration.id}
          columns={columns}
          minWidth={860}
          isFramed={false}
          horizontalSpacing="sm"
          isLoading={registrations.isPending}
          loadingLabel={m.settings_loading_registrations()}
          errors={[registrations.isError ? m.settings_fetch_registrations_failed() : null]}
          isEmpty={rows?.length === 0}
          empty={
            <EmptyState
              title={m.settings_no_registrations_yet()}
              icon={
                <ThemeIcon variant="light" size={48} radius="xl">
                  <IconFileCertificate size={26} />
                </ThemeIcon>
              }
              message={m.settings_no_registrations_yet_message()}
              action={addButton('light')}
            />
          }
          isStale={false}
          card={(registration) => (
            <RowCard name={registration.gstin}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Box miw={0}>
                  <Gstin gstin={registration.gstin} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {registration.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {registrationState(registration)}
                  </Text>
                </Box>
                <ActiveBadge isActive={registration.active} />
              </Group>
              <Group gap="lg" mt="xs" align="flex-start" wrap="wrap">
                <LabeledValue label={m.settings_first_invoice()} fw={500}>
                  <Text span size="sm" style={MONOSPACE}>
                    {invoiceExample(registration)}
                  </Text>
                </LabeledValue>
                <Box miw={0} style={{ flex: 1 }}>
                  <LabeledValue label={m.settings_warehouses()} fw={500}>
                    {warehousesText(registration)}
                  </LabeledValue>
                </Box>
              </Group>
              {canEdit ? (
                <Group justify="flex-end" mt={4}>
                  {actions(registration)}
                </Group>
              ) : null}
            </RowCard>
          )}
        />
      </Stack>
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <RegistrationFormModal
            registration={editing}
            opened={isFormOpen}
            onClose={() => setFormOpen(false)}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
