import { Box, Group, Text } from '@mantine/core';
import type { TCustomer } from '@godown/shared';
import { ActiveBadge } from '../../components/active-badge';
import { DateTimeText } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import {
  CustomerName,
  GstinText,
  OrDash,
  creditLimitText,
  districtAndPin,
  termsText,
} from './customer-cells';
import { stateName } from './gst-states';

interface CustomersTableProps extends TableState {
  /** The page's customers; undefined while none are loaded. */
  customers: TCustomer[] | undefined;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * Customers, by name unless sorted: name (to their page), GSTIN or Unregistered, state (the place of
 * supply), the billing address's district and PIN code, phone, credit limit, payment terms, active;
 * when added, on demand. Cards on a phone.
 */
export function CustomersTable({ customers, ...state }: CustomersTableProps) {
  const columns: TableColumn<TCustomer>[] = [
    {
      id: 'name',
      header: m.customers_name(),
      sort: 'name',
      isFixed: true,
      cell: (customer) => <CustomerName customer={customer} />,
    },
    { id: 'gstin', header: m.customers_gstin(), cell: (customer) => <GstinText gstin={customer.gstin} /> },
    {
      id: 'state',
      header: m.customers_state(),
      sort: 'state',
      cell: (customer) => stateName(customer.stateCode),
    },
    {
      id: 'place',
      header: m.customers_district_pin(),
      cell: (customer) => <OrDash>{districtAndPin(customer.billingAddress)}</OrDash>,
    },
    {
      id: 'phone',
      header: m.customers_phone(),
      cellProps: NO_WRAP,
      cell: (customer) => <OrDash>{customer.phone}</OrDash>,
    },
    {
      id: 'creditLimit',
      header: m.customers_credit_limit(),
      sort: 'creditLimit',
      headerProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
      cellProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
      cell: (customer) => <CreditLimit value={customer.creditLimit} />,
    },
    {
      id: 'terms',
      header: m.customers_terms(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
      cell: (customer) => termsText(customer.paymentTermsDays),
    },
    {
      id: 'active',
      header: m.customers_status(),
      cellProps: NO_WRAP,
      cell: (customer) => <ActiveBadge isActive={customer.active} />,
    },
    {
      id: 'createdAt',
      header: m.customers_added(),
      sort: 'createdAt',
      isHiddenByDefault: true,
      cellProps: NO_WRAP,
      cell: (customer) => <DateTimeText value={customer.createdAt} />,
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId="customers"
      rows={customers}
      rowKey={(customer) => customer.id}
      columns={columns}
      minWidth={960}
      horizontalSpacing="sm"
      card={(customer) => (
        <RowCard name={customer.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <CustomerName customer={customer} />
              <Box>
                <GstinText gstin={customer.gstin} />
              </Box>
            </Box>
            <ActiveBadge isActive={customer.active} />
          </Group>
          <Text size="sm" mt={6}>
            {[stateName(customer.stateCode), districtAndPin(customer.billingAddress)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.customers_phone()} fw={500}>
              <OrDash>{customer.phone}</OrDash>
            </LabeledValue>
            <LabeledValue label={m.customers_credit_limit()} fw={500}>
              {creditLimitText(customer.creditLimit)}
            </LabeledValue>
            <LabeledValue label={m.customers_terms()} fw={500}>
              {termsText(customer.paymentTermsDays)}
            </LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}

/** The credit limit, or a dimmed "No limit". */
function CreditLimit({ value }: { value: number | null }) {
  if (value !== null)
    return (
      <Text span size="sm" fw={600}>
        {creditLimitText(value)}
      </Text>
    );
  return (
    <Text span size="sm" c="dimmed">
      {creditLimitText(null)}
    </Text>
  );
}
