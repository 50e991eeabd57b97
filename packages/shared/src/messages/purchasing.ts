import { defineMessages } from './core.js';

/** The messages of purchase orders, receipts, reorder suggestions and suppliers (docs/domain.md#messages). */
export const PURCHASING_TEXTS = defineMessages({
  // The rules of a purchase order's body (purchasing.ts)
  'purchaseOrder.supplierNotAnId': { en: 'Supplier must be a user id' },
  'purchaseOrder.destinationNotAnId': { en: 'Destination inventory must be an inventory id' },
  'purchaseOrder.productRequired': { en: 'Product is required' },
  'purchaseOrder.linesRequired': { en: 'A purchase order needs at least one line' },
  'purchaseOrder.tooManyLines': {
    en: 'A purchase order may have at most {max} lines',
    params: { max: 'count' },
  },
  'purchaseOrder.duplicateLine': {
    en: 'A product may appear on only one line; put its whole quantity there',
  },
  'purchaseOrder.statusOneOf': { en: 'Status must be one of {statuses}', params: { statuses: 'text' } },
  'purchaseOrder.newStatus': { en: 'A new purchase order is a draft or sent' },
  'purchaseOrder.confirmedDateRequired': { en: 'Give the date the goods will be ready' },
  'purchaseOrder.quantityAtLeastOne': { en: 'Quantity must be at least 1' },
  'purchaseOrder.quantityTooLarge': { en: 'Quantity is too large' },
  'purchaseOrder.acceptChangesTrueOrFalse': { en: 'acceptChanges must be true or false' },
  'purchaseOrder.receiveAtLeastOneLine': { en: 'Receive at least one line' },
  'purchaseOrder.tooManyReceiptLines': { en: 'Too many receipt lines' },
  'purchaseOrder.receiptDuplicateLine': { en: 'A product and batch may appear only once in a receipt' },
  // The server's refusals of purchase orders
  'purchaseOrder.destinationNotFound': { en: 'Destination inventory not found' },
  'purchaseOrder.unknownProduct': { en: 'Unknown product' },
  'purchaseOrder.lineUnknownProduct': { en: 'A line names an unknown product' },
  'purchaseOrder.notOnOrder': { en: 'Not on this purchase order' },
  'purchaseOrder.lineNotOnOrder': { en: 'A line names a product this order does not have' },
  'purchaseOrder.receiptLineNotOnOrder': { en: 'A receipt line names a product this order does not have' },
  'purchaseOrder.noChangesToAnswer': {
    en: 'Purchase order {number} has no changed quantities to answer',
    params: { number: 'text' },
  },
  'purchaseOrder.becomesOnReceipt': {
    en: 'Purchase order {number} becomes {status} when its goods are received: use Receive',
    params: { number: 'text', status: 'label:purchaseOrderStatusLower' },
  },
  'purchaseOrder.cannotBecome': {
    en: 'Purchase order {number} is {status}: it cannot become {next}',
    params: {
      number: 'text',
      status: 'label:purchaseOrderStatusLower',
      next: 'label:purchaseOrderStatusLower',
    },
  },
  'purchaseOrder.linesLocked': {
    en: 'The lines of purchase order {number} cannot change once it is {status}',
    params: { number: 'text', status: 'label:purchaseOrderStatusLower' },
  },
  'purchaseOrder.destinationLocked': {
    en: 'The destination of purchase order {number} cannot change once its goods are on the way',
    params: { number: 'text' },
  },
  'purchaseOrder.onlySentConfirmed': {
    en: 'Purchase order {number} is {status}: only a sent order can be confirmed',
    params: { number: 'text', status: 'label:purchaseOrderStatusLower' },
  },
  'purchaseOrder.confirmBeforeShipping': {
    en: 'Purchase order {number} is {status}: confirm it before shipping',
    params: { number: 'text', status: 'label:purchaseOrderStatusLower' },
  },
  'purchaseOrder.waitsForBuyer': {
    en: 'Purchase order {number} waits for the buyer to answer the changed quantities',
    params: { number: 'text' },
  },
  'purchaseOrder.noDestinationAskBuyer': {
    en: 'Purchase order {number} has no destination inventory: ask the buyer to set one',
    params: { number: 'text' },
  },
  'purchaseOrder.alreadyOnTheWay': {
    en: 'Purchase order {number} is already on the way as transport "{packageId}"',
    params: { number: 'text', packageId: 'text' },
  },
  'purchaseOrder.cannotReceiveStatus': {
    en: 'Purchase order {number} is {status}: no goods can be received on it',
    params: { number: 'text', status: 'label:purchaseOrderStatusLower' },
  },
  'purchaseOrder.answerChangesFirst': {
    en: "Accept or refuse the supplier's changed quantities on {number} before receiving",
    params: { number: 'text' },
  },
  'purchaseOrder.noDestinationSetOne': {
    en: 'Purchase order {number} has no destination inventory: set one first',
    params: { number: 'text' },
  },
  'purchaseOrder.receivePastOpen': {
    en: 'Cannot receive {quantity} units of "{product}" on {number}: {ordered} were ordered and {received} already received, so {open} are still to come',
    params: {
      quantity: 'number',
      product: 'text',
      number: 'text',
      ordered: 'number',
      received: 'number',
      open: 'number',
    },
  },
  'purchaseOrder.receivePastOpen.one': {
    en: 'Cannot receive {quantity} units of "{product}" on {number}: {ordered} were ordered and {received} already received, so {open} is still to come',
    params: {
      quantity: 'number',
      product: 'text',
      number: 'text',
      ordered: 'number',
      received: 'number',
      open: 'number',
    },
  },
  // The supplier a purchase order is addressed to (users/active-role.ts)
  'supplier.missing': { en: 'Supplier must be an existing user' },
  'supplier.notASupplier': {
    en: '{name} is not a supplier: only users with the supplier role receive purchase orders',
    params: { name: 'text' },
  },
  'supplier.inactive': { en: '{name} is not active', params: { name: 'text' } },
  // Why a reorder suggestion asks for its quantity (purchasing/reorder.service.ts)
  'reorder.fixedQuantity': {
    en: "The product's reorder quantity is {quantity}",
    params: { quantity: 'number' },
  },
  'reorder.upTo': {
    en: 'Order up to {upTo}: {onHand} on hand, so {quantity} more',
    params: { upTo: 'number', onHand: 'number', quantity: 'number' },
  },
  'reorder.upToOnOrder': {
    en: 'Order up to {upTo}: {onHand} on hand and {onOrder} on order, so {quantity} more',
    params: { upTo: 'number', onHand: 'number', onOrder: 'number', quantity: 'number' },
  },
  'reorder.fromOutflow': {
    en: "{daily} a day went out over the last {days} days × {lead} days' lead time + {safety} safety stock − {onHand} on hand = {quantity}",
    params: {
      daily: 'count',
      days: 'number',
      lead: 'number',
      safety: 'number',
      onHand: 'number',
      quantity: 'number',
    },
  },
  'reorder.fromOutflowOnOrder': {
    en: "{daily} a day went out over the last {days} days × {lead} days' lead time + {safety} safety stock − {onHand} on hand − {onOrder} on order = {quantity}",
    params: {
      daily: 'count',
      days: 'number',
      lead: 'number',
      safety: 'number',
      onHand: 'number',
      onOrder: 'number',
      quantity: 'number',
    },
  },
});
