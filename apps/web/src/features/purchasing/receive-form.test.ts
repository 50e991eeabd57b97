import { BATCH_MESSAGES, englishOfRule, PRODUCT_MESSAGES, zPurchaseOrderReceiveSchema } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { DAL_ID, makePurchaseOrder, RICE_ID } from '../../testing/purchase-orders';
import {
  addBatchRow,
  RECEIVE_MESSAGES,
  receiveFormErrors,
  receiveRowsOf,
  toReceiveBody,
  type ReceiveRow,
} from './receive-form';

const order = makePurchaseOrder();
const rows = receiveRowsOf(order);
const edit = (list: ReceiveRow[], index: number, changes: Partial<ReceiveRow>) =>
  list.map((row, i) => (i === index ? { ...row, ...changes } : row));

describe('receiveRowsOf', () => {
  it('starts with a row per line still expecting units, holding all of them', () => {
    expect(rows.map((row) => [row.productName, row.outstanding, row.quantity, row.batchCode])).toEqual([
      ['Basmati Rice', 30, 30, ''],
      ['Toor Dal', 12, 12, ''],
    ]);
  });

  it('leaves out a line received in full', () => {
    const done = makePurchaseOrder({
      lines: order.lines.map((line) => ({ ...line, receivedQuantity: line.quantity })),
    });
    expect(receiveRowsOf(done)).toEqual([]);
  });
});

describe('addBatchRow', () => {
  it('adds a row for another batch under the product, with the units its rows leave', () => {
    const split = addBatchRow(edit(rows, 0, { quantity: 18, batchCode: 'LOT-A' }), 0, 'k2');
    expect(split.map((row) => [row.product, row.quantity, row.batchCode, row.key])).toEqual([
      [RICE_ID, 18, 'LOT-A', RICE_ID],
      [RICE_ID, 12, '', 'k2'],
      [DAL_ID, 12, '', DAL_ID],
    ]);
    // Nothing left to come: the new row starts empty.
    expect(addBatchRow(rows, 1, 'k3')[2]).toMatchObject({ product: DAL_ID, quantity: '' });
  });
});

describe('toReceiveBody', () => {
  it('sends the rows that receive units, with their batch and its dates', () => {
    let list = edit(rows, 0, { quantity: 18, batchCode: ' LOT-A ', expiryDate: '2027-01-31' });
    list = addBatchRow(list, 0, 'k2');
    list = edit(list, 1, { batchCode: 'LOT-B', mfgDate: '2026-06-01' });
    list = edit(list, 2, { quantity: 0 });
    const body = toReceiveBody(list);
    expect(body).toEqual({
      lines: [
        { product: RICE_ID, quantity: 18, batch: { code: 'LOT-A', expiryDate: '2027-01-31' } },
        { product: RICE_ID, quantity: 12, batch: { code: 'LOT-B', mfgDate: '2026-06-01' } },
      ],
    });
    expect(zPurchaseOrderReceiveSchema.safeParse(body).success).toBe(true);
  });

  it('sends a row without a batch code as units without a batch', () => {
    expect(toReceiveBody(edit(rows, 1, { quantity: '' }))).toEqual({
      lines: [{ product: RICE_ID, quantity: 30 }],
    });
  });
});

describe('receiveFormErrors', () => {
  it('accepts the rows as they start, and a product split over batches', () => {
    expect(receiveFormErrors(rows)).toEqual({});
    const split = edit(addBatchRow(edit(rows, 0, { quantity: 10, batchCode: 'A' }), 0, 'k2'), 1, {
      batchCode: 'B',
    });
    expect(receiveFormErrors(split)).toEqual({});
  });

  it('refuses more units of a product than are still to come, on its rows', () => {
    const split = edit(addBatchRow(edit(rows, 0, { batchCode: 'A' }), 0, 'k2'), 1, {
      quantity: 5,
      batchCode: 'B',
    });
    expect(receiveFormErrors(split)).toEqual({
      'rows.0.quantity': RECEIVE_MESSAGES.tooMany(30),
      'rows.1.quantity': RECEIVE_MESSAGES.tooMany(30),
    });
  });

  it('keeps each batch of a product on one row', () => {
    const same = edit(addBatchRow(edit(rows, 0, { quantity: 10, batchCode: 'A' }), 0, 'k2'), 1, {
      batchCode: 'A',
    });
    expect(receiveFormErrors(same)).toEqual({ 'rows.1.batchCode': RECEIVE_MESSAGES.sameBatch });
    const bothBare = addBatchRow(edit(rows, 0, { quantity: 10 }), 0, 'k2');
    expect(receiveFormErrors(bothBare)).toEqual({
      'rows.1.batchCode': englishOfRule(BATCH_MESSAGES.codeRequired),
    });
  });

  it('checks whole units, batch dates and that something is received', () => {
    expect(receiveFormErrors(edit(rows, 0, { quantity: 2.5 }))).toEqual({
      'rows.0.quantity': 'Quantity must be a whole number',
    });
    expect(
      receiveFormErrors(edit(rows, 0, { batchCode: 'A', mfgDate: '2026-05-01', expiryDate: '2026-04-01' })),
    ).toEqual({ 'rows.0.expiryDate': englishOfRule(PRODUCT_MESSAGES.expiryBeforeMfg) });
    expect(receiveFormErrors(edit(rows, 1, { expiryDate: '2027-01-01' }))).toEqual({
      'rows.1.batchCode': RECEIVE_MESSAGES.codeForDates,
    });
    expect(receiveFormErrors(rows.map((row) => ({ ...row, quantity: 0 })))).toEqual({
      rows: RECEIVE_MESSAGES.nothing,
    });
  });
});
