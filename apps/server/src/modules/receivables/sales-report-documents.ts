import {
  BRAND_NAME,
  type TAgeing,
  type THsnReport,
  type TInputTaxRegister,
  type TOutputTax,
  type TSalesRegister,
} from '@godown/shared';
import { indianDate, type ReportColumn, type ReportDocument } from '../reports/report-documents.js';

// The sales reports as documents the reports' writers turn into .xlsx and PDF files
// (docs/domain.md#sales-reports).

const PREFIX = BRAND_NAME.toLowerCase();
const text = (header: string, width: number): ReportColumn => ({ header, kind: 'text', width });
const money = (header: string, width = 14): ReportColumn => ({ header, kind: 'money', width });
const units = (header: string): ReportColumn => ({ header, kind: 'units', width: 10 });
const TAX_COLUMNS = [
  money('Taxable value', 16),
  money('CGST'),
  money('SGST'),
  money('IGST'),
  money('Cess', 12),
];
const taxes = (row: { taxable: number; cgst: number; sgst: number; igst: number; cess: number }) => [
  row.taxable,
  row.cgst,
  row.sgst,
  row.igst,
  row.cess,
];
const period = (report: { from: string; to: string }): [string, string] => [
  'Period',
  `${indianDate(report.from)} to ${indianDate(report.to)}`,
];
const DOCUMENT_WORDS = {
  invoice: 'Tax invoice',
  creditNote: 'Credit note',
  debitNote: 'Debit note',
} as const;

export function salesRegisterDocument(report: TSalesRegister): ReportDocument {
  return {
    title: 'Sales register',
    fileName: `${PREFIX}-sales-register-${report.from}-${report.to}`,
    parameters: [period(report)],
    notes: ['Credit notes take off (negative amounts); a cancelled invoice is listed at nothing.'],
    tables: [
      {
        title: 'Invoices and notes',
        columns: [
          { header: 'Date', kind: 'date', width: 12 },
          text('Document', 11),
          text('Number', 19),
          text('Customer', 24),
          text('GSTIN', 19),
          // The state's code (27): a name would leave the number and the GSTIN too little room.
          text('POS', 5),
          ...TAX_COLUMNS,
          money('Total', 16),
        ],
        rows: report.rows.map((row) => [
          row.date,
          row.status === 'cancelled' ? 'Cancelled' : DOCUMENT_WORDS[row.document],
          row.number,
          row.customer.name,
          row.gstin,
          row.placeOfSupply,
          ...taxes(row),
          row.total,
        ]),
        totals: [
          [
            null,
            'Total',
            report.total === 1 ? '1 document' : `${report.total} documents`,
            null,
            null,
            null,
            ...taxes(report.totals),
            report.totals.total,
          ],
        ],
      },
    ],
  };
}

export function outputTaxDocument(report: TOutputTax): ReportDocument {
  return {
    title: 'Output tax by rate',
    fileName: `${PREFIX}-output-tax-${report.from}-${report.to}`,
    parameters: [period(report)],
    notes: ['Issued invoices, less credit notes, plus debit notes of the period.'],
    tables: [
      {
        title: 'By GST rate',
        columns: [text('GST rate', 10), ...TAX_COLUMNS],
        rows: report.rows.map((row) => [`${row.gstRate}%`, ...taxes(row)]),
        totals: [['Total', ...taxes(report.totals)]],
      },
    ],
  };
}

export function hsnReportDocument(report: THsnReport): ReportDocument {
  return {
    title: 'HSN-wise summary of outward supplies',
    fileName: `${PREFIX}-hsn-summary-${report.from}-${report.to}`,
    parameters: [period(report)],
    notes: ['Issued invoices, less credit notes, plus debit notes of the period; returned units taken off.'],
    tables: [
      {
        title: 'By HSN code and rate',
        columns: [text('HSN', 10), text('Unit', 8), units('Quantity'), text('GST rate', 10), ...TAX_COLUMNS],
        rows: report.rows.map((row) => [
          row.hsnCode,
          row.uqc,
          row.quantity,
          `${row.gstRate}%`,
          ...taxes(row),
        ]),
        totals: [['Total', null, null, null, ...taxes(report.totals)]],
      },
    ],
  };
}

export function ageingDocument(report: TAgeing): ReportDocument {
  const buckets = (row: TAgeing['totals']) => [
    row.notDue,
    row.days1to30,
    row.days31to60,
    row.days61to90,
    row.over90,
    row.outstanding,
    row.onAccount,
  ];
  return {
    title: 'Receivables ageing',
    fileName: `${PREFIX}-receivables-ageing-${report.asOf}`,
    parameters: [['As of', indianDate(report.asOf)]],
    notes: ['What customers still owe on their issued invoices, by days past the due date.'],
    tables: [
      {
        title: 'By customer',
        columns: [
          text('Customer', 30),
          money('Not due'),
          money('1-30 days'),
          money('31-60 days'),
          money('61-90 days'),
          money('Over 90 days'),
          money('Outstanding', 16),
          money('On account'),
          text('Oldest overdue', 18),
        ],
        rows: report.customers.map((row) => [
          row.customer.name,
          ...buckets(row),
          row.oldestOverdue?.number ?? null,
        ]),
        totals: [['Total', ...buckets(report.totals), null]],
      },
    ],
  };
}

export function inputTaxRegisterDocument(report: TInputTaxRegister): ReportDocument {
  return {
    title: 'Input tax register',
    fileName: `${PREFIX}-input-tax-${report.from}-${report.to}`,
    parameters: [period(report)],
    notes: [
      "The tax invoices of transfers between the company's GST registrations: the receiving registration claims their tax as input tax credit. A cancelled invoice is listed at nothing.",
    ],
    tables: [
      {
        title: 'Invoices received',
        columns: [
          { header: 'Date', kind: 'date', width: 12 },
          text('Number', 19),
          text('From (GSTIN)', 19),
          text('To (GSTIN)', 19),
          text('POS', 5),
          text('Transfer', 14),
          ...TAX_COLUMNS,
          money('Total', 16),
        ],
        rows: report.rows.map((row) => [
          row.date,
          row.status === 'cancelled' ? `${row.number} (cancelled)` : row.number,
          row.supplier.gstin,
          row.recipient.gstin,
          row.placeOfSupply,
          row.transport.packageId,
          ...taxes(row),
          row.total,
        ]),
        totals: [
          [
            null,
            report.total === 1 ? '1 invoice' : `${report.total} invoices`,
            null,
            null,
            null,
            null,
            ...taxes(report.totals),
            report.totals.total,
          ],
        ],
      },
    ],
  };
}
