import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTags, IconTrash } from '@tabler/icons-react';
import { formatNumber, type TPriceList } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { BackLink } from '../../components/back-link';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { useDeleteAndLeave } from '../../components/use-delete-and-leave';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { PriceListItems } from './price-list-items';
import { PRICE_LISTS_PATH, useDeletePriceList, usePriceListQuery } from './pricing-api';

/** The Edit price list form loads when first opened. */
const PriceListFormModal = lazy(async () => ({
  default: (await import('./price-list-form-modal')).PriceListFormModal,
}));

function BackToPriceLists() {
  return (
    <BackLink to={PRICE_LISTS_PATH} mb="xs" display="inline-block">
      {m.pricing_all_price_lists()}
    </BackLink>
  );
}

/**
 * `/price-lists/:id` (admin, staff): one price list's items (add, change, remove), its name,
 * description and active flag (Edit), and Delete (admin).
 */
export function PriceListPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.pricing_price_list_title()}>
      <PriceListDetails />
    </RoleGate>
  );
}

function PriceListDetails() {
  const { id = '' } = useParams();
  const list = usePriceListQuery(id);

  if (list.isPending) return <LoadingLine label={m.pricing_loading_price_list()} />;
  if (list.isError) {
    return (
      <RecordLoadFailure
        back={<BackToPriceLists />}
        title={m.pricing_price_list_title()}
        error={list.error}
        icon={<IconTags size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.pricing_price_list_not_found()}
        notFoundMessage={m.pricing_price_list_not_found_message()}
        listPath={PRICE_LISTS_PATH}
        listLabel={m.pricing_all_price_lists()}
        failedMessage={m.pricing_fetch_price_list_failed()}
      />
    );
  }
  return <PriceListView priceList={list.data} />;
}

function PriceListView({ priceList }: { priceList: TPriceList }) {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);

  const remove = useDeletePriceList();
  const { askToDelete, deleteError } = useDeleteAndLeave({
    name: priceList.name,
    question: m.pricing_delete_price_list_confirm(),
    remove: () => remove.mutateAsync(priceList),
    deletedTitle: m.pricing_price_list_deleted(),
    failedMessage: m.pricing_delete_failed(),
    leaveTo: PRICE_LISTS_PATH,
  });

  return (
    <>
      <BackToPriceLists />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {priceList.name}
            </Title>
            <ActiveBadge isActive={priceList.active} />
          </Group>
          {priceList.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {priceList.description}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {m.pricing_list_figures({
              items: formatNumber(priceList.itemCount, 0),
              customers: formatNumber(priceList.customerCount, 0),
            })}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconEdit size={18} />}
            onClick={() => {
              setHasOpenedForm(true);
              setFormOpen(true);
            }}
          >
            {m.pricing_edit()}
          </Button>
          {isAdmin ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} />}
              loading={remove.isPending}
              onClick={askToDelete}
            >
              {m.pricing_delete()}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Stack gap="lg">
        <ErrorLine message={deleteError} />
        <PriceListItems priceList={priceList} />
      </Stack>
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <PriceListFormModal priceList={priceList} opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
