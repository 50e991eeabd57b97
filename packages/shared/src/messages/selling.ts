import { defineMessages } from './core.js';

/** The messages of customers, GSTINs, PIN codes, price lists and schemes (docs/domain.md#messages). */
export const SELLING_TEXTS = defineMessages({
  // A GSTIN that is not one (gstin.ts), the first rule it breaks
  'gstin.length': { en: 'A GSTIN has 15 characters' },
  'gstin.characters': { en: 'A GSTIN has only the digits 0-9 and the letters A-Z' },
  'gstin.stateCode': { en: 'A GSTIN starts with a GST state code (01 to 38, 97 or 99)' },
  'gstin.checkCharacter': {
    en: 'This GSTIN’s last character does not match the rest: check it for a mistyped character',
  },
  // The rules of a customer's body (customers.ts)
  'customer.nameRequired': { en: 'Name is required' },
  'customer.stateOneOf': { en: 'State must be a GST state code, such as 27 for Maharashtra' },
  'customer.stateRequired': { en: 'Choose the state of a customer without a GSTIN (the place of supply)' },
  'customer.pinCodeSixDigits': { en: 'A PIN code is six digits and does not start with 0' },
  'customer.phoneDigits': {
    en: 'A phone number has {min} to {max} digits (spaces, dashes and a leading + are fine)',
    params: { min: 'number', max: 'number' },
  },
  'customer.activeTrueOrFalse': { en: 'Active must be true or false' },
  'customer.priceListNotAnId': { en: 'Price list must be a price list id' },
  'customer.unknownPriceList': { en: 'No price list has this id' },
  // The server's refusals of customers
  'customer.stateNotGstins': {
    en: 'GSTIN {gstin} is registered in {state}: a customer’s state is their GSTIN’s',
    params: { gstin: 'text', state: 'label:gstState' },
  },
  'customer.gstinTaken': {
    en: 'GSTIN {gstin} already belongs to customer {name}',
    params: { gstin: 'text', name: 'text' },
  },
  'pinCode.unknown': { en: 'PIN code {pinCode} is not one we know', params: { pinCode: 'text' } },
  // Price lists and schemes (pricing.ts)
  'pricing.nameRequired': { en: 'Name is required' },
  'pricing.productRequired': { en: 'Product must be a product id' },
  'pricing.itemKindOneOf': { en: 'An item is a price or a discount' },
  'pricing.percentRange': { en: 'A discount is a percentage from 0.01 to 100' },
  'pricing.datesOrdered': { en: 'The end date may not be before the start date' },
  'pricing.itemsOverlap': {
    en: 'A product has two prices on the list for the same days: make their date ranges apart',
  },
  'pricing.tooManyItems': { en: 'A price list may price at most {max} products', params: { max: 'count' } },
  'pricing.schemeKindOneOf': { en: 'A scheme is freeQuantity (buy N get M free) or orderDiscount' },
  'pricing.unitsAtLeastOne': { en: 'Units must be at least 1' },
  'pricing.customerNotAnId': { en: 'Customer must be a customer id' },
  'pricing.linesRequired': { en: 'Give at least one line' },
  'pricing.tooManyLines': { en: 'At most {max} lines', params: { max: 'count' } },
  'pricing.unknownProduct': { en: 'A line names an unknown product' },
  'pricing.listNameTaken': { en: 'A price list named "{name}" already exists', params: { name: 'text' } },
  'pricing.listInUse': {
    en: 'Price list {name} is used by {count} customers: give them another list first',
    params: { name: 'text', count: 'count' },
  },
  // Sales orders (sales-orders.ts) and what holds their units
  'salesOrder.statusOneOf': {
    en: 'Status must be one of draft, confirmed, partlyShipped, shipped, delivered, cancelled',
  },
  'salesOrder.unknownInventory': { en: 'No warehouse has this id' },
  'salesOrder.inactiveCustomer': {
    en: 'Customer {name} is inactive: make them active to take their order',
    params: { name: 'text' },
  },
  'salesOrder.overMrp': {
    en: '{product} would sell at ₹{rate}, above its MRP ₹{mrp}: change the price list',
    params: { product: 'text', rate: 'rupees', mrp: 'rupees' },
  },
  'salesOrder.tooLarge': {
    en: 'An order may come to at most ₹{max}: split it into smaller orders',
    params: { max: 'rupees' },
  },
  'salesOrder.overrideReasonRequired': { en: 'Give the reason for confirming past the credit check' },
  'salesOrder.overrideAdminOnly': { en: 'Only an admin confirms an order past the credit check' },
  'salesOrder.creditLimit': {
    en: 'Confirming {number} (₹{order}) would take {customer} to ₹{exposure}, past their credit limit of ₹{limit}: they owe ₹{outstanding} and have no invoice overdue. An admin may confirm it with a reason',
    params: {
      number: 'text',
      order: 'rupees',
      customer: 'text',
      exposure: 'rupees',
      limit: 'rupees',
      outstanding: 'rupees',
    },
  },
  'salesOrder.creditLimitOverdue': {
    en: 'Confirming {number} (₹{order}) would take {customer} to ₹{exposure}, past their credit limit of ₹{limit}: they owe ₹{outstanding}, the oldest overdue invoice {oldest} (due {oldestDue}). An admin may confirm it with a reason',
    params: {
      number: 'text',
      order: 'rupees',
      customer: 'text',
      exposure: 'rupees',
      limit: 'rupees',
      outstanding: 'rupees',
      oldest: 'text',
      oldestDue: 'date',
    },
  },
  'salesOrder.overdue90': {
    en: '{customer} owes ₹{outstanding} and invoice {oldest} is {days} days past its due date ({oldestDue}): orders wait until it is paid. An admin may confirm it with a reason',
    params: { customer: 'text', outstanding: 'rupees', oldest: 'text', days: 'count', oldestDue: 'date' },
  },
  'salesOrder.cannotBecome': {
    en: 'Sales order {number} is {status}: it cannot become {next}',
    params: { number: 'text', status: 'label:salesOrderStatusLower', next: 'label:salesOrderStatusLower' },
  },
  'salesOrder.onlyDraftChanges': {
    en: 'Sales order {number} is {status}: only a draft changes its lines, warehouse or customer terms',
    params: { number: 'text', status: 'label:salesOrderStatusLower' },
  },
  'stock.heldForOrders': {
    en: '{place} holds {held} of {product}, {reserved} of them held for sales orders: {needed} cannot leave',
    params: { place: 'text', held: 'messages', product: 'text', reserved: 'count', needed: 'count' },
  },
  'inventory.hasSalesOrders': {
    en: '{inventory} is the warehouse of sales orders, which keep it: it cannot be deleted',
    params: { inventory: 'text' },
  },
  'customer.hasOrders': {
    en: 'Customer {name} has sales orders, which keep them: make them inactive instead',
    params: { name: 'text' },
  },
  // Why a line has its price and its free units (a quote's and an order's lines)
  'pricing.basisProductPrice': { en: 'The product’s price, ₹{price}', params: { price: 'rupees' } },
  'pricing.basisListPrice': { en: 'Price list {list}: ₹{price}', params: { list: 'text', price: 'rupees' } },
  'pricing.basisListDiscount': {
    en: 'Price list {list}: {percent}% off ₹{price}',
    params: { list: 'text', percent: 'count', price: 'rupees' },
  },
  'pricing.schemeFree': {
    en: 'Scheme {scheme}: buy {buy} get {free} free; {quantity} bought earn {earned} free',
    params: { scheme: 'text', buy: 'count', free: 'count', quantity: 'count', earned: 'count' },
  },
  'pricing.schemeFreeOther': {
    en: 'Scheme {scheme}: buy {buy} get {free} of {freeProduct} free; {quantity} bought earn {earned} free',
    params: {
      scheme: 'text',
      buy: 'count',
      free: 'count',
      freeProduct: 'text',
      quantity: 'count',
      earned: 'count',
    },
  },
  'pricing.schemeOrderDiscount': {
    en: 'Scheme {scheme}: {percent}% off an order of ₹{min} or more',
    params: { scheme: 'text', percent: 'count', min: 'rupees' },
  },
});
