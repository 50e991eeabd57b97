import { describe, expect, it } from 'vitest';
import { makePurchaseOrder } from '../../testing/purchase-orders';
import { buyerActions, supplierActions } from './purchase-order-actions';

const consignment = (status: 'dispatched' | 'delivered' | 'cancelled') => ({
  transport: { id: 't1', packageId: 'PO-0007-S1', status },
});

describe('buyerActions', () => {
  it('follows the moves each status allows', () => {
    const actions = (status: Parameters<typeof buyerActions>[0]['status']) =>
      buyerActions({ status, changesProposed: false });
    expect(actions('draft')).toEqual(['send', 'cancel']);
    expect(actions('sent')).toEqual(['markConfirmed', 'receive', 'cancel']);
    expect(actions('confirmed')).toEqual(['receive', 'cancel']);
    expect(actions('partially_received')).toEqual(['receive', 'closeReceived', 'cancel']);
    expect(actions('received')).toEqual([]);
    expect(actions('cancelled')).toEqual([]);
  });

  it('asks for the answer to changed quantities before anything but cancelling', () => {
    expect(buyerActions({ status: 'confirmed', changesProposed: true })).toEqual([
      'acceptChanges',
      'refuseChanges',
      'cancel',
    ]);
  });
});

describe('supplierActions', () => {
  it('confirms a sent order, ships a confirmed one', () => {
    expect(supplierActions(makePurchaseOrder({ status: 'sent' }))).toEqual(['confirm']);
    expect(supplierActions(makePurchaseOrder({ status: 'confirmed' }))).toEqual(['ship']);
    expect(supplierActions(makePurchaseOrder({ status: 'received' }))).toEqual([]);
    expect(supplierActions(makePurchaseOrder({ status: 'cancelled' }))).toEqual([]);
  });

  it('waits for the buyer’s answer and for a consignment on its way', () => {
    expect(supplierActions(makePurchaseOrder({ status: 'confirmed', changesProposed: true }))).toEqual([]);
    expect(supplierActions(makePurchaseOrder({ status: 'confirmed', ...consignment('dispatched') }))).toEqual(
      [],
    );
    expect(
      supplierActions(makePurchaseOrder({ status: 'partially_received', ...consignment('cancelled') })),
    ).toEqual(['ship']);
  });
});
