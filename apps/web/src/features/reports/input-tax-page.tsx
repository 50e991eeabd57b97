import { Anchor, Text } from '@mantine/core';
import { formatNumber, type TInputTaxRegister } from '@godown/shared';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import type { TableColumn } from '../../components/table/responsive-table';
import { invoicePath, transportPagePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import type { ReportPaging } from './report-page';
import { NO_WRAP } from './report-parts';
import { SalesReportScreen } from './sales-report-page';
import {
  DocumentCell,
  money,
  PartyCell,
  TaxCard,
  taxColumns,
  taxLines,
  TaxStats,
  TaxTable,
  type TaxLine,
} from './sales-report-parts';

type InputTaxRow = TInputTaxRegister['rows'][number];
type Line = TaxLine<InputTaxRow> & { total: number };

/**
 * `/reports/input-tax` (admin, staff): the tax invoices of transfers between the company's GST
 * registrations that each received in a financial year or a range, with their sender, receiver and
 * taxes (the input tax credit the receiver may claim), and the totals of all of them. The registration
 * picker names the receiving one.
 */
export function InputTaxPage() {
  return (
    <SalesReportScreen
      kind="input-tax"
      note={m.reports_input_tax_note()}
      loadingLabel={m.reports_loading_input_tax()}
      registrationLabel={m.reports_receiving_registration()}
      periodNote={m.reports_input_tax_period_note}
      empty={(dates) => ({ title: m.reports_no_input_tax(), message: m.reports_no_input_tax_message(dates) })}
    >
      {(data, paging) => <InputTaxAnswer data={data} paging={paging} />}
    </SalesReportScreen>
  );
}

/** The invoice's number, linking to it, over the transfer it billed (linking to the transport). */
function InvoiceCell({ row }: { row: InputTaxRow }) {
  return (
    <DocumentCell to={invoicePath(row.id)} number={row.number} cancelled={row.status === 'cancelled'}>
      <Anchor
        component={Link}
        to={transportPagePath(row.transport.id)}
        size="xs"
        ff="monospace"
        style={{ whiteSpace: 'nowrap' }}
      >
        {m.reports_transfer_package({ packageId: row.transport.packageId })}
      </Anchor>
    </DocumentCell>
  );
}

/** The registration that sent the goods and issued the invoice: its name over its GSTIN. */
function SupplierCell({ row, label }: { row: InputTaxRow; label?: string }) {
  return <PartyCell name={row.supplier.name} gstin={row.supplier.gstin} label={label} />;
}

/**
 * The registration that received the goods and claims the tax: its name over its GSTIN and the place
 * of supply.
 */
function RecipientCell({ row, label }: { row: InputTaxRow; label?: string }) {
  return (
    <PartyCell
      name={row.recipient.name}
      gstin={row.recipient.gstin}
      stateCode={row.placeOfSupply}
      label={label}
    />
  );
}

function InputTaxAnswer({ data, paging }: { data: TInputTaxRegister; paging: ReportPaging }) {
  const lines: Line[] = taxLines(data.rows, (row) => row.id, data.totals).map((line) => ({
    ...line,
    total: line.row?.total ?? data.totals.total,
  }));
  const totalName =
    data.total === 1
      ? m.reports_total_invoices_one()
      : m.reports_total_invoices({ count: formatNumber(data.total, 0) });
  const columns: TableColumn<Line>[] = [
    {
      id: 'date',
      header: m.reports_date(),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (line) => (line.row ? formatCalendarDate(line.row.date) : null),
    },
    {
      id: 'number',
      header: m.reports_invoice(),
      cell: (line) => (line.row ? <InvoiceCell row={line.row} /> : <Text fw={700}>{totalName}</Text>),
    },
    {
      id: 'supplier',
      header: m.reports_from_supplier(),
      cell: (line) => (line.row ? <SupplierCell row={line.row} /> : null),
    },
    {
      id: 'recipient',
      header: m.reports_to_claiming_credit(),
      cell: (line) => (line.row ? <RecipientCell row={line.row} /> : null),
    },
    ...taxColumns<Line>(),
    {
      id: 'total',
      header: m.reports_total(),
      headerProps: NO_WRAP,
      cellProps: { ...NO_WRAP, fw: 600 },
      cell: (line) => money(line.total, line.row === null),
    },
  ];
  return (
    <>
      <TaxStats totals={data.totals} documents={data.total} total={data.totals.total} />
      <TaxTable
        title={m.reports_invoices_received()}
        lines={lines}
        columns={columns}
        minWidth={1120}
        {...paging}
        card={(line) => (
          <TaxCard
            line={line}
            name={line.row ? `${m.reports_tax_invoice()} ${line.row.number}` : m.reports_total()}
            head={line.row ? <InvoiceCell row={line.row} /> : <Text fw={700}>{totalName}</Text>}
            amount={line.total}
          >
            {line.row ? (
              <>
                <LabeledValue label={m.reports_date()} fw={500}>
                  {formatCalendarDate(line.row.date)}
                </LabeledValue>
                <SupplierCell row={line.row} label={m.reports_from_supplier()} />
                <RecipientCell row={line.row} label={m.reports_to_claiming_credit()} />
              </>
            ) : null}
          </TaxCard>
        )}
      />
    </>
  );
}
