import { Anchor, Badge, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAddress, TInvoice } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../components/date-time-text';
import { salesOrderPath, transportPagePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { Gstin } from './invoice-cells';
import { HsnSummary, InvoiceLines, InvoiceTotals } from './invoice-lines';
import classes from './invoice-sheet.module.css';
import { addressLines, placeOfSupplyText, supplyLabel } from './invoice-words';

// The tax invoice as it was issued, laid out as it prints (docs/domain.md#tax-invoices): the seller
// and the particulars, bill-to and ship-to, the lines, the totals and the amount in words, the
// HSN-wise summary, the bank details and terms, and the shipments it bills.

/** A small heading over a block of the sheet: "Bill to", "HSN-wise summary". */
function BlockTitle({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
      {children}
    </Text>
  );
}

/** Lines of text one under the other (an address). */
function TextLines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // An address's lines: a fixed list, in order.
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </>
  );
}

/** A labelled figure of the particulars: "Invoice date  12 Jun 2026". */
function Particular({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </>
  );
}

/** Who sells: the company's names, the registration's address, GSTIN and state, and the PAN. */
function Seller({ seller }: { seller: TInvoice['seller'] }) {
  return (
    <Stack gap={2}>
      <BlockTitle>{m.invoices_seller()}</BlockTitle>
      <Text fw={800} size="lg" lh={1.3}>
        {seller.legalName}
      </Text>
      {seller.tradeName && seller.tradeName !== seller.legalName ? (
        <Text size="sm">{m.invoices_trading_as({ name: seller.tradeName })}</Text>
      ) : null}
      <TextLines lines={addressLines(seller.address)} />
      <Text size="sm">{m.invoices_state_line({ state: placeOfSupplyText(seller.stateCode) })}</Text>
      <Text size="sm">
        {`${m.invoices_gstin()}: `}
        <Gstin value={seller.gstin} />
      </Text>
      {seller.pan ? <Text size="sm">{m.invoices_pan_line({ pan: seller.pan })}</Text> : null}
    </Stack>
  );
}

/** The invoice's number, dates, place of supply, supply and reverse charge. */
function Particulars({ invoice }: { invoice: TInvoice }) {
  return (
    <Box>
      <BlockTitle>{m.invoices_particulars()}</BlockTitle>
      <div className={classes.particulars}>
        <Particular label={m.invoices_invoice_no()}>
          <Text span ff="monospace" fw={700}>
            {invoice.number ?? m.invoices_number_on_issue()}
          </Text>
        </Particular>
        <Particular label={m.invoices_invoice_date()}>{formatCalendarDate(invoice.invoiceDate)}</Particular>
        <Particular label={m.invoices_due_date()}>{formatCalendarDate(invoice.dueDate)}</Particular>
        <Particular label={m.invoices_place_of_supply()}>
          {placeOfSupplyText(invoice.placeOfSupply)}
        </Particular>
        <Particular label={m.invoices_supply()}>
          {invoice.supply === 'intra'
            ? m.invoices_supply_intra_named({ taxes: supplyLabel('intra') })
            : m.invoices_supply_inter_named({ taxes: supplyLabel('inter') })}
        </Particular>
        <Particular label={m.invoices_kind()}>
          {invoice.kind === 'b2b' ? m.invoices_kind_b2b() : m.invoices_kind_b2c()}
        </Particular>
        <Particular label={m.invoices_reverse_charge()}>{m.invoices_no()}</Particular>
      </div>
    </Box>
  );
}

/** A party of the invoice: the buyer to bill, or where the goods went. */
/** Where a counter sale's goods were handed over: the seller's own address (docs/domain.md#counter-sales). */
function HandedOver({ seller }: { seller: TInvoice['seller'] }) {
  return (
    <Stack gap={2}>
      <BlockTitle>{m.invoices_handed_over_at_counter()}</BlockTitle>
      <Text fw={700}>{seller.tradeName ?? seller.legalName}</Text>
      <TextLines lines={addressLines(seller.address)} />
    </Stack>
  );
}

function Party({
  title,
  buyer,
  address,
}: {
  title: string;
  buyer: TInvoice['buyer'];
  address: TAddress | null;
}) {
  return (
    <Stack gap={2}>
      <BlockTitle>{title}</BlockTitle>
      <Text fw={700}>{buyer.name}</Text>
      <TextLines lines={addressLines(address)} />
      <Text size="sm">
        {m.invoices_state_line({ state: placeOfSupplyText(address?.stateCode ?? buyer.stateCode) })}
      </Text>
      <Text size="sm">
        {`${m.invoices_gstin()}: `}
        {buyer.gstin ? <Gstin value={buyer.gstin} /> : m.invoices_unregistered()}
      </Text>
      {buyer.phone ? <Text size="sm">{m.invoices_phone_line({ phone: buyer.phone })}</Text> : null}
    </Stack>
  );
}

/** The invoice's lines, totals and amount in words: the sheet's and the New invoice preview's. */
export function InvoiceBody({ invoice }: { invoice: TInvoice }) {
  return (
    <Stack gap="md">
      <InvoiceLines invoice={invoice} />
      <div className={classes.wordsAndTotals}>
        <Box>
          <BlockTitle>{m.invoices_amount_in_words()}</BlockTitle>
          {/* The words the invoice prints, in English on every page (as the PDF has them). */}
          <Text size="sm" fw={600} fs="italic" lang="en" translate="no">
            {invoice.amountInWords}
          </Text>
        </Box>
        <InvoiceTotals invoice={invoice} />
      </div>
    </Stack>
  );
}

/** The bank details, UPI id, terms and notes, and the signatory's place. */
function Footer({ invoice }: { invoice: TInvoice }) {
  const { seller } = invoice;
  const bank = seller.bank;
  return (
    <div className={classes.twoColumns}>
      <Stack gap="sm">
        {bank || seller.upiId ? (
          <Box>
            <BlockTitle>{m.invoices_bank_details()}</BlockTitle>
            {bank ? (
              <TextLines
                lines={[
                  m.invoices_bank_line({ bank: bank.name }),
                  m.invoices_account_line({ account: bank.account }),
                  m.invoices_ifsc_line({ ifsc: bank.ifsc }),
                  ...(bank.branch ? [m.invoices_branch_line({ branch: bank.branch })] : []),
                ]}
              />
            ) : null}
            {seller.upiId ? <Text size="sm">{m.invoices_upi_line({ upi: seller.upiId })}</Text> : null}
          </Box>
        ) : null}
        {seller.terms ? (
          <Box>
            <BlockTitle>{m.invoices_terms()}</BlockTitle>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {seller.terms}
            </Text>
          </Box>
        ) : null}
        {invoice.notes ? (
          <Box>
            <BlockTitle>{m.invoices_notes()}</BlockTitle>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {invoice.notes}
            </Text>
          </Box>
        ) : null}
      </Stack>
      <Stack gap={36} align="flex-end" justify="space-between">
        <Text size="sm" fw={600} ta="right">
          {m.invoices_for_company({ company: seller.legalName })}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {m.invoices_authorised_signatory()}
        </Text>
      </Stack>
    </div>
  );
}

/** The shipments the invoice bills, each with its sales order (linked to its page); or the transfer's transport. */
export function BilledShipments({
  shipments,
  transfer = null,
}: {
  shipments: TInvoice['shipments'];
  transfer?: TInvoice['transfer'];
}) {
  if (transfer) {
    return (
      <Box>
        <BlockTitle>{m.invoices_transfer_billed()}</BlockTitle>
        <Anchor component={Link} to={transportPagePath(transfer.transport.id)} size="sm" ff="monospace">
          {transfer.transport.packageId}
        </Anchor>
      </Box>
    );
  }
  return (
    <Box>
      <BlockTitle>{m.invoices_shipments_billed()}</BlockTitle>
      <Group gap="xs" wrap="wrap" role="list" aria-label={m.invoices_shipments_billed()}>
        {shipments.map((shipment) => (
          <Paper key={shipment.id} role="listitem" withBorder radius="sm" px="sm" py={4}>
            <Text span size="sm" ff="monospace">
              {shipment.packageId}
            </Text>
            {' · '}
            <Anchor component={Link} to={salesOrderPath(shipment.salesOrder.id)} size="sm">
              {m.invoices_sales_order({ number: shipment.salesOrder.number })}
            </Anchor>
          </Paper>
        ))}
      </Group>
    </Box>
  );
}

/** The whole tax invoice, as it prints. */
export function InvoiceSheet({ invoice }: { invoice: TInvoice }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.sheet}
      component="article"
      aria-label={m.invoices_tax_invoice_named({ number: invoice.number ?? '' })}
    >
      <Stack gap="lg">
        <Group justify="center" gap="sm">
          <Title order={3} ta="center" tt="uppercase" className={classes.heading}>
            {m.invoices_tax_invoice()}
          </Title>
          {invoice.status === 'cancelled' ? (
            <Badge color="red" variant="outline" size="lg">
              {m.invoices_status_cancelled()}
            </Badge>
          ) : null}
        </Group>
        <div className={classes.twoColumns}>
          <Seller seller={invoice.seller} />
          <Particulars invoice={invoice} />
        </div>
        <Divider />
        <div className={classes.twoColumns}>
          <Party title={m.invoices_bill_to()} buyer={invoice.buyer} address={invoice.buyer.billingAddress} />
          {invoice.counter ? (
            <HandedOver seller={invoice.seller} />
          ) : (
            <Party
              title={m.invoices_ship_to()}
              buyer={invoice.buyer}
              address={invoice.buyer.shippingAddress ?? invoice.buyer.billingAddress}
            />
          )}
        </div>
        <InvoiceBody invoice={invoice} />
        <Box>
          <BlockTitle>{m.invoices_hsn_summary()}</BlockTitle>
          <HsnSummary invoice={invoice} />
        </Box>
        <Footer invoice={invoice} />
        <Divider />
        <BilledShipments shipments={invoice.shipments} transfer={invoice.transfer} />
      </Stack>
    </Paper>
  );
}
