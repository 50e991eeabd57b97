import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { customerPagePath } from '../lib/paths';

/** A document's number (an order's, an invoice's), bold and monospace, linking to its page. */
export function DocumentNumberLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Anchor>
  );
}

/** A customer's name, linking to their page. */
export function CustomerNameLink({ customer }: { customer: { id: string; name: string } }) {
  return (
    <Anchor
      component={Link}
      to={customerPagePath(customer.id)}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {customer.name}
    </Anchor>
  );
}
