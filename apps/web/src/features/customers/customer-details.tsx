import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TAddress, TCustomer } from '@godown/shared';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GodownMap } from '../../components/map/godown-map';
import { MARKER_COLORS } from '../../components/map/map-colors';
import { SectionCard } from '../../components/section-card';
import { priceListPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { creditLimitText, termsText, UnregisteredBadge } from './customer-cells';
import { stateName } from './gst-states';

/** A label and its value on one line; a dimmed dash for no value. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? (
          <Text span c="dimmed">
            —
          </Text>
        )}
      </Text>
    </Group>
  );
}

/** GST: the GSTIN (or Unregistered), the PAN it carries, and the place of supply. */
export function GstCard({ customer }: { customer: TCustomer }) {
  return (
    <SectionCard title={m.customers_gst()} gap="xs">
      <Field label={m.customers_gstin()}>
        {customer.gstin ? (
          <Text span ff="monospace" fw={600}>
            {customer.gstin}
          </Text>
        ) : (
          <UnregisteredBadge />
        )}
      </Field>
      <Field label={m.customers_pan()}>
        {customer.pan ? (
          <Text span ff="monospace">
            {customer.pan}
          </Text>
        ) : null}
      </Field>
      <Field label={m.customers_place_of_supply()}>
        {`${stateName(customer.stateCode)} (${customer.stateCode})`}
      </Field>
    </SectionCard>
  );
}

/** Contact: the phone and email, each a link that calls or writes. */
export function ContactCard({ customer }: { customer: TCustomer }) {
  return (
    <SectionCard title={m.customers_contact()} gap="xs">
      <Field label={m.customers_phone()}>
        {customer.phone ? (
          <Anchor href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} size="sm">
            {customer.phone}
          </Anchor>
        ) : null}
      </Field>
      <Field label={m.customers_email()}>
        {customer.email ? (
          <Anchor href={`mailto:${customer.email}`} size="sm">
            {customer.email}
          </Anchor>
        ) : null}
      </Field>
    </SectionCard>
  );
}

/** Terms: the credit limit, the payment terms and the price list (a link to it), or the products' prices. */
export function TermsCard({ customer }: { customer: TCustomer }) {
  return (
    <SectionCard title={m.customers_terms()} gap="xs">
      <Field label={m.customers_credit_limit()}>{creditLimitText(customer.creditLimit)}</Field>
      <Field label={m.customers_payment_terms()}>{termsText(customer.paymentTermsDays)}</Field>
      <Field label={m.customers_price_list()}>
        {customer.priceList ? (
          <Anchor component={Link} to={priceListPath(customer.priceList.id)} size="sm" fw={600}>
            {customer.priceList.name}
          </Anchor>
        ) : (
          m.customers_products_own_prices()
        )}
      </Field>
    </SectionCard>
  );
}

/** Notes, as written (line breaks kept). */
export function NotesCard({ notes }: { notes: string | null }) {
  return (
    <SectionCard title={m.customers_notes()} gap="xs">
      {notes ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notes}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {m.customers_no_notes()}
        </Text>
      )}
    </SectionCard>
  );
}

interface AddressCardProps {
  title: string;
  /** The customer's name, for the map's marker. */
  name: string;
  address: TAddress | null;
  /** What the address is, inside a sentence: "billing address". */
  pointName: string;
  /** Said when there is no address: "Not given", "Same as billing address". */
  none: string;
}

/** An address: its lines, district, PIN code and state, with a small map of its point when it has one. */
export function AddressCard({ title, name, address, pointName, none }: AddressCardProps) {
  return (
    <SectionCard title={title} gap="xs">
      {address ? (
        <>
          {address.line ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {address.line}
            </Text>
          ) : null}
          <Field label={m.customers_district()}>{address.district}</Field>
          <Field label={m.customers_pin_code()}>{address.pinCode}</Field>
          <Field label={m.customers_state()}>{address.stateCode ? stateName(address.stateCode) : null}</Field>
          {address.point ? <AddressMap pointName={pointName} name={name} point={address.point} /> : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      )}
    </SectionCard>
  );
}

/** A small map of an address's point. */
function AddressMap({
  pointName,
  name,
  point,
}: {
  pointName: string;
  name: string;
  point: NonNullable<TAddress['point']>;
}) {
  const markers = useMemo(
    () => [{ id: 'address', point, color: MARKER_COLORS.picked, title: name }],
    [point, name],
  );
  return (
    <Stack gap={0} mt={4}>
      <GodownMap label={m.customers_map_of({ address: pointName, name })} markers={markers} height={180} />
    </Stack>
  );
}
