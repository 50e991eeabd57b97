import { Text } from '@mantine/core';
import { formatNumber, type TSalesRegister } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { CustomerNameLink } from '../../components/record-links';
import type { TableColumn } from '../../components/table/responsive-table';
import { invoiceNotePath, invoicePath } from '../../lib/paths';
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

type RegisterRow = TSalesRegister['rows'][number];
type Line = TaxLine<RegisterRow> & { total: number };

/**
 * `/reports/sales-register` (admin, staff): every invoice and credit or debit note of a financial
 * year or a range, with its customer, place of supply and taxes, and the totals of all of them.
 */
export function SalesRegisterPage() {
  return (
    <SalesReportScreen
      kind="sales-register"
      note={m.reports_sales_register_note()}
      loadingLabel={m.reports_loading_sales_register()}
    >
      {(data, paging) => <RegisterAnswer data={data} paging={paging} />}
    </SalesReportScreen>
  );
}

const DOCUMENT_WORDS: Readonly<Record<RegisterRow['document'], () => string>> = {
  invoice: m.reports_tax_invoice,
  creditNote: m.reports_credit_note,
  debitNote: m.reports_debit_note,
};

const pathOf = (row: RegisterRow) => (row.document === 'invoice' ? invoicePath : invoiceNotePath)(row.id);

/** The document's number, linking to it, over what it is (and whether it was cancelled). */
function RegisterDocument({ row }: { row: RegisterRow }) {
  return (
    <DocumentCell to={pathOf(row)} number={row.number} cancelled={row.status === 'cancelled'}>
      <Text size="xs" c="dimmed">
        {DOCUMENT_WORDS[row.document]()}
      </Text>
    </DocumentCell>
  );
}

/**
 * The buyer's name, linking to the customer (a transfer's buyer is another registration of the
 * company: no link), over their GSTIN (or that they have none) and the place of supply.
 */
function CustomerCell({ row: { customer, ...row } }: { row: RegisterRow }) {
  return (
    <PartyCell
      name={
        customer.id ? <CustomerNameLink customer={{ id: customer.id, name: customer.name }} /> : customer.name
      }
      gstin={row.gstin}
      stateCode={row.placeOfSupply}
    />
  );
}

function RegisterAnswer({ data, paging }: { data: TSalesRegister; paging: ReportPaging }) {
  const lines: Line[] = taxLines(data.rows, (row) => `${row.document}:${row.id}`, data.totals).map(
    (line) => ({ ...line, total: line.row?.total ?? data.totals.total }),
  );
  const totalName =
    data.total === 1
      ? m.reports_total_documents_one()
      : m.reports_total_documents({ count: formatNumber(data.total, 0) });
  const columns: TableColumn<Line>[] = [
    {
      id: 'date',
      header: m.reports_date(),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (line) => (line.row ? formatCalendarDate(line.row.date) : null),
    },
    {
      id: 'number',
      header: m.reports_document(),
      cell: (line) => (line.row ? <RegisterDocument row={line.row} /> : <Text fw={700}>{totalName}</Text>),
    },
    {
      id: 'customer',
      header: m.reports_customer_and_place(),
      cell: (line) => (line.row ? <CustomerCell row={line.row} /> : null),
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
        title={m.reports_invoices_and_notes()}
        lines={lines}
        columns={columns}
        minWidth={980}
        {...paging}
        card={(line) => (
          <TaxCard
            line={line}
            name={line.row ? `${DOCUMENT_WORDS[line.row.document]()} ${line.row.number}` : m.reports_total()}
            head={line.row ? <RegisterDocument row={line.row} /> : <Text fw={700}>{totalName}</Text>}
            amount={line.total}
          >
            {line.row ? (
              <>
                <LabeledValue label={m.reports_date()} fw={500}>
                  {formatCalendarDate(line.row.date)}
                </LabeledValue>
                <CustomerCell row={line.row} />
              </>
            ) : null}
          </TaxCard>
        )}
      />
    </>
  );
}
