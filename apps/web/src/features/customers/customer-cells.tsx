import { Anchor, Badge, Text } from '@mantine/core';
import { formatNumber, formatRupees, type TAddress, type TCustomer } from '@godown/shared';
import { Link } from 'react-router';
import { m } from '../../paraglide/messages.js';
import { customerPath } from './customers-api';

// What the customer list, its cards and the customer's page show of a customer, written once.

/** The customer's name, linking to their page. */
export function CustomerName({ customer }: { customer: Pick<TCustomer, 'id' | 'name'> }) {
  return (
    <Anchor component={Link} to={customerPath(customer.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {customer.name}
    </Anchor>
  );
}

/** A customer without a GSTIN: not registered under GST. */
export function UnregisteredBadge() {
  return (
    <Badge variant="light" color="gray" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {m.customers_unregistered()}
    </Badge>
  );
}

/** The GSTIN in monospace, or the Unregistered badge. */
export function GstinText({ gstin }: { gstin: string | null }) {
  if (!gstin) return <UnregisteredBadge />;
  return (
    <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {gstin}
    </Text>
  );
}

/** "Mumbai · 400001": an address's district and PIN code, what is known of them; null for neither. */
export function districtAndPin(address: TAddress | null): string | null {
  const parts = [address?.district, address?.pinCode].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A value, or a dimmed dash when there is none. */
export function OrDash({ children }: { children: string | null | undefined }) {
  return children ? (
    <>{children}</>
  ) : (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );
}

/** The credit limit in rupees, or "No limit". */
export function creditLimitText(creditLimit: number | null): string {
  return creditLimit === null ? m.customers_no_limit() : formatRupees(creditLimit);
}

/** Payment terms: "30 days", or "Immediate" for 0. */
export function termsText(days: number): string {
  if (days === 0) return m.customers_terms_immediate();
  return (days === 1 ? m.customers_terms_day_one : m.customers_terms_days)({
    days: formatNumber(days, 0),
  });
}
