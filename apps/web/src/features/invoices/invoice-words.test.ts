import { afterEach, describe, expect, it } from 'vitest';
import type { TBillableShipment, TInvoiceLine } from '@godown/shared';
import { getLocale, overwriteGetLocale } from '../../paraglide/runtime.js';
import {
  addressLines,
  billableCustomers,
  invoiceStatusLabel,
  placeOfSupplyText,
  previewRequest,
  supplyChoiceLabel,
  supplyLabel,
  taxColumnsOf,
  taxOf,
} from './invoice-words';

const english = getLocale;
afterEach(() => overwriteGetLocale(english));

const shipment = (id: string, customer: { id: string; name: string }): TBillableShipment => ({
  id,
  packageId: `SO-1-${id}`,
  status: 'in_transit',
  dispatchedOn: '2026-06-01',
  salesOrder: { id: `so-${id}`, number: 'SO-1' },
  customer,
  inventory: { id: 'w1', name: 'Bhiwandi' },
  registration: null,
  placeOfSupply: '27',
  units: 3,
});

const line = (overrides: Partial<TInvoiceLine> = {}): TInvoiceLine => ({
  lineNo: 1,
  product: { id: 'p1', productName: 'ORS', sku: null },
  batch: null,
  hsnCode: '3004',
  uqc: 'BOX',
  quantity: 1,
  rate: 100,
  discount: 0,
  gstRate: 18,
  cessRate: 0,
  taxable: 100,
  cgst: 9,
  sgst: 9,
  igst: 0,
  cess: 0,
  total: 118,
  ...overrides,
});

describe('the words of an invoice', () => {
  it('names the taxes of each supply, its status and the place of supply, in the page’s language', () => {
    expect(supplyLabel('intra')).toBe('CGST + SGST');
    expect(supplyLabel('inter')).toBe('IGST');
    expect(supplyChoiceLabel('inter')).toBe('Across states (IGST)');
    expect(invoiceStatusLabel('cancelled')).toBe('Cancelled');
    expect(placeOfSupplyText('29')).toBe('Karnataka (29)');
    overwriteGetLocale(() => 'hi-IN');
    expect(supplyChoiceLabel('intra')).toBe('राज्य के भीतर (CGST + SGST)');
    expect(invoiceStatusLabel('cancelled')).toBe('रद्द');
  });

  it('prints an address as its line, then district and PIN code (the state is a line of its own)', () => {
    expect(
      addressLines({
        line: '14, MG Road',
        district: 'Pune',
        pinCode: '411001',
        stateCode: '27',
        point: null,
      }),
    ).toEqual(['14, MG Road', 'Pune 411001']);
    expect(
      addressLines({ line: 'Shop 3', district: null, pinCode: null, stateCode: null, point: null }),
    ).toEqual(['Shop 3']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('taxOf', () => {
  it('adds CGST, SGST, IGST and cess to the paisa, without a float’s drift', () => {
    expect(taxOf({ cgst: 0.1, sgst: 0.2, igst: 0, cess: 0 })).toBe(0.3);
    expect(taxOf({ cgst: 0, sgst: 0, igst: 1234.56, cess: 0.01 })).toBe(1234.57);
  });
});

describe('taxColumnsOf', () => {
  it('shows CGST and SGST within the state, IGST across, and cess only when a line has any', () => {
    expect(taxColumnsOf({ supply: 'intra', cess: 0, lines: [line()] })).toEqual({
      isIntra: true,
      hasCess: false,
    });
    expect(taxColumnsOf({ supply: 'inter', cess: 0, lines: [line(), line({ cessRate: 12 })] })).toEqual({
      isIntra: false,
      hasCess: true,
    });
  });
});

describe('billableCustomers', () => {
  it('lists each customer once, with how many shipments wait, by name', () => {
    const ravi = { id: 'c2', name: 'Ravi Stores' };
    const asha = { id: 'c1', name: 'Asha Medicals' };
    expect(billableCustomers([shipment('1', ravi), shipment('2', asha), shipment('3', ravi)])).toEqual([
      { id: 'c1', name: 'Asha Medicals', shipments: 1 },
      { id: 'c2', name: 'Ravi Stores', shipments: 2 },
    ]);
    expect(billableCustomers([])).toEqual([]);
  });
});

describe('previewRequest', () => {
  const customer = { id: 'c1', name: 'Asha Medicals' };
  const listed = [shipment('a', customer), shipment('b', customer), shipment('c', customer)];

  it('asks nothing while nothing is ticked', () => {
    expect(previewRequest(listed, new Set(), '2026-06-10')).toBeNull();
    // A tick of a shipment no longer listed (invoiced meanwhile) counts for nothing.
    expect(previewRequest(listed, new Set(['gone']), null)).toBeNull();
  });

  it('asks for the ticked shipments in the list’s order, with the date when one is chosen', () => {
    expect(previewRequest(listed, new Set(['c', 'a']), '2026-06-10')).toEqual({
      shipmentIds: ['a', 'c'],
      invoiceDate: '2026-06-10',
    });
    expect(previewRequest(listed, new Set(['b', 'gone']), null)).toEqual({ shipmentIds: ['b'] });
  });
});
