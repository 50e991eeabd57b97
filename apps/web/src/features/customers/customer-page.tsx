import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconCoinRupee, IconEdit, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import type { TCustomer } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { useDeleteAndLeave } from '../../components/use-delete-and-leave';
import { customerLedgerPath, newReceiptPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { UnregisteredBadge } from './customer-cells';
import { AddressCard, ContactCard, GstCard, NotesCard, TermsCard } from './customer-details';
import { CustomerPriceCheck } from './customer-price-check';
import { CustomerSalesOrders } from './customer-sales-orders';
import { useCustomerQuery, useDeleteCustomer } from './customers-api';

/** The Edit customer form (its pickers and the map) loads when first opened. */
const CustomerFormModal = lazy(async () => ({
  default: (await import('./customer-form-modal')).CustomerFormModal,
}));

const LIST_PATH = '/customers';

function BackToCustomers() {
  return (
    <BackLink to={LIST_PATH} mb="xs" display="inline-block">
      {m.customers_all_customers()}
    </BackLink>
  );
}

/**
 * `/customers/:id` (admin, staff): one customer's GST, contact, terms (their price list) and
 * addresses, their sales orders, what a product costs them; their Ledger and Record payment; Edit,
 * and Delete (admin).
 */
export function CustomerPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.customers_customer_title()}>
      <CustomerDetails />
    </RoleGate>
  );
}

function CustomerDetails() {
  const { id = '' } = useParams();
  const customer = useCustomerQuery(id);

  if (customer.isPending) return <LoadingLine label={m.customers_loading_customer()} />;
  if (customer.isError) {
    return (
      <RecordLoadFailure
        back={<BackToCustomers />}
        title={m.customers_customer_title()}
        error={customer.error}
        icon={<IconUsersGroup size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.customers_customer_not_found()}
        notFoundMessage={m.customers_customer_not_found_message()}
        listPath={LIST_PATH}
        listLabel={m.customers_all_customers()}
        failedMessage={m.customers_fetch_customer_failed()}
      />
    );
  }
  return <CustomerView customer={customer.data} />;
}

function CustomerView({ customer }: { customer: TCustomer }) {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);

  const remove = useDeleteCustomer();
  const { askToDelete, deleteError } = useDeleteAndLeave({
    name: customer.name,
    question: m.customers_delete_confirm(),
    remove: () => remove.mutateAsync(customer),
    deletedTitle: m.customers_customer_deleted(),
    failedMessage: m.customers_delete_failed(),
    leaveTo: LIST_PATH,
  });

  return (
    <>
      <BackToCustomers />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {customer.name}
            </Title>
            <Group gap={6} role="group" aria-label={m.customers_customer_status()}>
              {customer.gstin ? (
                <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
                  {m.customers_registered()}
                </Badge>
              ) : (
                <UnregisteredBadge />
              )}
              <ActiveBadge isActive={customer.active} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {m.customers_added_on({ date: formatDateTime(customer.createdAt) })}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={customerLedgerPath(customer.id)}
            variant="default"
            leftSection={<IconBook2 size={18} />}
          >
            {m.customers_ledger()}
          </Button>
          <Button
            component={Link}
            to={newReceiptPath(customer.id)}
            variant="default"
            leftSection={<IconCoinRupee size={18} />}
          >
            {m.customers_record_payment()}
          </Button>
          <Button
            variant="light"
            leftSection={<IconEdit size={18} />}
            onClick={() => {
              setHasOpenedForm(true);
              setFormOpen(true);
            }}
          >
            {m.customers_edit()}
          </Button>
          {isAdmin ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} />}
              loading={remove.isPending}
              onClick={askToDelete}
            >
              {m.customers_delete()}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Stack gap="lg">
        <ErrorLine message={deleteError} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <GstCard customer={customer} />
          <ContactCard customer={customer} />
          <TermsCard customer={customer} />
        </SimpleGrid>
        <CustomerSalesOrders customer={customer} />
        <CustomerPriceCheck customerId={customer.id} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AddressCard
            title={m.customers_billing_address()}
            name={customer.name}
            address={customer.billingAddress}
            pointName={m.customers_billing_address_point()}
            none={m.customers_no_address()}
          />
          <AddressCard
            title={m.customers_shipping_address()}
            name={customer.name}
            address={customer.shippingAddress}
            pointName={m.customers_shipping_address_point()}
            none={m.customers_same_as_billing()}
          />
        </SimpleGrid>
        <NotesCard notes={customer.notes} />
      </Stack>
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <CustomerFormModal customer={customer} opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
