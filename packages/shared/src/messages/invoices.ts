import { defineMessages } from './core.js';

/** The messages of tax invoices (docs/domain.md#tax-invoices, docs/domain.md#messages). */
export const INVOICE_TEXTS = defineMessages({
  // The request (invoices.ts)
  'invoice.shipmentsRequired': { en: 'Choose at least one shipment to invoice' },
  'invoice.tooManyShipments': {
    en: 'An invoice covers at most {max} shipments',
    params: { max: 'count' },
  },
  'invoice.duplicateShipment': { en: 'A shipment is named twice' },
  'invoice.shipmentNotAnId': { en: 'A shipment must be a shipment id' },
  'invoice.reasonRequired': { en: 'Give the reason for cancelling the invoice' },
  'invoice.statusOneOf': { en: 'Status must be issued or cancelled' },
  'invoice.supplyOneOf': { en: 'Supply must be intra (CGST and SGST) or inter (IGST)' },
  'invoice.kindOneOf': { en: 'Kind must be B2B (the customer has a GSTIN) or B2C' },
  'invoice.customerNotAnId': { en: 'Customer must be a customer id' },
  'invoice.fromAfterTo': { en: 'The first day comes after the last' },
  // Refusals of issuing
  'invoice.shipmentUnknown': { en: 'No shipment of a sales order has the id {id}', params: { id: 'text' } },
  'invoice.shipmentCancelled': {
    en: 'Shipment {packageId} was cancelled: it carries nothing to invoice',
    params: { packageId: 'text' },
  },
  'invoice.shipmentInvoiced': {
    en: 'Shipment {packageId} is already on invoice {number}',
    params: { packageId: 'text', number: 'text' },
  },
  'invoice.mixedCustomers': {
    en: 'The shipments go to different customers ({first}, {second}): an invoice has one customer',
    params: { first: 'text', second: 'text' },
  },
  'invoice.mixedRegistrations': {
    en: 'The shipments leave warehouses of different GST registrations ({first}, {second}): invoice each on its own',
    params: { first: 'text', second: 'text' },
  },
  'invoice.mixedPlaces': {
    en: 'The shipments go to different states ({first}, {second}): an invoice has one place of supply',
    params: { first: 'text', second: 'text' },
  },
  'invoice.noRegistration': {
    en: 'Warehouse {inventory} bills under no GST registration: choose one on the warehouse first',
    params: { inventory: 'text' },
  },
  'invoice.registrationInactive': {
    en: 'Registration {gstin} is inactive: it issues no invoices',
    params: { gstin: 'text' },
  },
  'invoice.noTaxRate': {
    en: '{product} has no GST rate in force on {date}: give it a rate on its page',
    params: { product: 'text', date: 'date' },
  },
  'invoice.dateInFuture': {
    en: 'An invoice cannot be dated after today ({today})',
    params: { today: 'date' },
  },
  'invoice.dateBeforeDispatch': {
    en: 'Shipment {packageId} left on {dispatched}: the invoice cannot be dated before that',
    params: { packageId: 'text', dispatched: 'date' },
  },
  'invoice.dateBeforeLast': {
    en: 'Invoice {number} of this series is dated {last}: a later number cannot carry an earlier date',
    params: { number: 'text', last: 'date' },
  },
  'invoice.dateBeforeGst': { en: 'GST began on {date}', params: { date: 'date' } },
  'invoice.seriesFull': {
    en: 'Series {prefix} has given all its {capacity} numbers this financial year: widen its digits in Settings',
    params: { prefix: 'text', capacity: 'count' },
  },
  'invoice.nothingToBill': { en: 'The shipments carry nothing left to bill' },
  'invoice.alreadyCancelled': { en: 'Invoice {number} is already cancelled', params: { number: 'text' } },
  'invoice.hasNotes': {
    en: 'Invoice {number} has credit or debit notes against it: it cannot be cancelled',
    params: { number: 'text' },
  },
  // Credit and debit notes (invoice-notes.ts)
  'note.kindOneOf': { en: 'Kind must be credit or debit' },
  'note.reasonOneOf': { en: 'Reason must be return, priceDifference or other' },
  'note.returnNotAnId': { en: 'Return must be a return id' },
  'note.invoiceNotAnId': { en: 'Invoice must be an invoice id' },
  'note.lineRequired': { en: 'Give the invoice line’s number' },
  'note.amountPositive': { en: 'The amount must be more than zero' },
  'note.amountPaise': { en: 'An amount has at most 2 decimals (paise)' },
  'note.duplicateLine': { en: 'An invoice line is named twice' },
  'note.debitNoReturn': { en: 'A return is credited, never debited: make a credit note' },
  'note.returnRequired': { en: 'Choose the return this credit note is for' },
  'note.returnTakesItsLines': { en: 'A credit note for a return takes its lines from the return' },
  'note.returnOnlyForReturns': { en: 'Only a credit note for a return names a return' },
  'note.invoiceCancelled': {
    en: 'Invoice {number} is cancelled: a note is made only against an issued invoice',
    params: { number: 'text' },
  },
  'note.returnNotOfInvoice': {
    en: 'Return {number} is of a shipment that invoice {invoice} does not bill',
    params: { number: 'text', invoice: 'text' },
  },
  'note.returnCredited': {
    en: 'Return {number} is already credited by note {note}',
    params: { number: 'text', note: 'text' },
  },
  'note.unknownReturn': { en: 'No return has this id' },
  'note.unknownLine': {
    en: 'Invoice {invoice} has no line {lineNo}',
    params: { invoice: 'text', lineNo: 'count' },
  },
  'note.moreThanBilled': {
    en: 'Line {lineNo} has ₹{left} left to credit: the note cannot take off ₹{asked}',
    params: { lineNo: 'count', left: 'rupees', asked: 'rupees' },
  },
  'note.unitsMoreThanBilled': {
    en: '{product}: {asked} units returned, but the invoice has {left} left to credit',
    params: { product: 'text', asked: 'count', left: 'count' },
  },
  'note.dateBeforeInvoice': {
    en: 'A note cannot be dated before its invoice ({date})',
    params: { date: 'date' },
  },
  'note.dateTooLate': {
    en: 'A credit note for an invoice of this financial year must be dated by {date}',
    params: { date: 'date' },
  },
  'invoice.hasPayments': {
    en: 'Invoice {number} has payments allocated to it: it cannot be cancelled',
    params: { number: 'text' },
  },
  // Receipts (receipts.ts)
  'receipt.modeOneOf': { en: 'Mode must be cash, upi, cheque or bankTransfer' },
  'receipt.duplicateInvoice': { en: 'An invoice is named twice' },
  'receipt.chequeNumberRequired': { en: 'Give the cheque’s number' },
  'receipt.bounceReasonRequired': { en: 'Give the reason the cheque bounced' },
  'receipt.allocationsRequired': { en: 'Choose at least one invoice to allocate to' },
  'receipt.unknownInvoice': { en: 'No invoice has the id {id}', params: { id: 'text' } },
  'receipt.invoiceOfAnother': {
    en: 'Invoice {number} is not {customer}’s',
    params: { number: 'text', customer: 'text' },
  },
  'receipt.invoiceCancelled': { en: 'Invoice {number} is cancelled', params: { number: 'text' } },
  'receipt.moreThanOutstanding': {
    en: 'Invoice {number} has ₹{outstanding} outstanding: ₹{asked} cannot be allocated to it',
    params: { number: 'text', outstanding: 'rupees', asked: 'rupees' },
  },
  'receipt.moreThanReceived': {
    en: 'The allocations come to ₹{allocated}, more than the ₹{available} there is to allocate',
    params: { allocated: 'rupees', available: 'rupees' },
  },
  'receipt.notCheque': {
    en: 'Only a cheque bounces: receipt {number} was by {mode}',
    params: { number: 'text', mode: 'text' },
  },
  'receipt.alreadyBounced': { en: 'Receipt {number} has already bounced', params: { number: 'text' } },
  'receipt.bounced': {
    en: 'Receipt {number} bounced: it has nothing to allocate',
    params: { number: 'text' },
  },
  'receipt.customerInactive': { en: 'Customer {name} is inactive', params: { name: 'text' } },
  // Sales reports (sales-reports.ts)
  'report.financialYear': { en: 'A financial year is written like 26-27 (April 2026 to March 2027)' },
  'report.yearOrRange': { en: 'Give a financial year, or a first and last day, not both' },
  // Transfers between registrations (transfer-invoice.ts)
  'transfer.notTransfer': {
    en: 'Transport {packageId} does not move goods from one warehouse to another: it has no transfer to invoice',
    params: { packageId: 'text' },
  },
  'transfer.cancelled': {
    en: 'Transport {packageId} is cancelled: it moves nothing to invoice',
    params: { packageId: 'text' },
  },
  'transfer.invoicedFrozen': {
    en: 'Transport {packageId} is on invoice {number}: its goods, batches and warehouses stay as invoiced; cancel the invoice to change them',
    params: { packageId: 'text', number: 'text' },
  },
  'transfer.invoicedCannotCancel': {
    en: 'Transport {packageId} is on invoice {number}: cancel the invoice before the transfer',
    params: { packageId: 'text', number: 'text' },
  },
  'transfer.batchesChanged': {
    en: 'Transport {packageId} must leave with the batches invoice {number} names, and its warehouse would now send others: cancel the invoice and invoice the transfer again',
    params: { packageId: 'text', number: 'text' },
  },
  'transfer.sameRegistration': {
    en: 'Transport {packageId} moves goods within registration {gstin}: no supply, so it travels on a delivery challan, not a tax invoice',
    params: { packageId: 'text', gstin: 'text' },
  },
  'transfer.twoRegistrations': {
    en: 'Transport {packageId} takes goods from registration {from} to {to}: a supply, so it travels with a tax invoice, not a delivery challan',
    params: { packageId: 'text', from: 'text', to: 'text' },
  },
  'transfer.invoiced': {
    en: 'Transport {packageId} is already on invoice {number}',
    params: { packageId: 'text', number: 'text' },
  },
  'transfer.recipientInactive': {
    en: 'Registration {gstin} is inactive: it receives no goods on an invoice',
    params: { gstin: 'text' },
  },
  'transfer.noNote': {
    en: 'Invoice {number} bills a transfer between the company’s own registrations: cancel it and invoice the transfer again instead of a note',
    params: { number: 'text' },
  },
  'transport.invoiced': {
    en: 'Transport {packageId} is on invoice {number}: it is kept with the invoice',
    params: { packageId: 'text', number: 'text' },
  },
  // Counter sales (counter-sales.ts)
  'counterSale.notInStock': {
    en: '{inventory} has {available} of {product} free to sell; the sale asks for {asked}',
    params: { inventory: 'text', product: 'text', available: 'count', asked: 'count' },
  },
  'counterSale.creditLimit': {
    en: 'Selling {customer} ₹{unpaid} on credit would take what they owe to ₹{exposure}, past their credit limit of ₹{limit} (they owed ₹{outstanding}): take the payment, or an admin may sell with a reason',
    params: {
      customer: 'text',
      unpaid: 'rupees',
      exposure: 'rupees',
      limit: 'rupees',
      outstanding: 'rupees',
    },
  },
  'counterSale.overdue90': {
    en: '{customer} owes ₹{outstanding} and invoice {oldest} is {days} days past its due date ({oldestDue}): nothing more on credit (₹{unpaid} left unpaid) until it is paid; take the payment, or an admin may sell with a reason',
    params: {
      customer: 'text',
      unpaid: 'rupees',
      outstanding: 'rupees',
      oldest: 'text',
      days: 'count',
      oldestDue: 'date',
    },
  },
  'counterSale.paidMoreThanTotal': {
    en: 'The payment ({paid}) is more than the invoice comes to ({total}): record what the invoice is paid',
    params: { paid: 'rupees', total: 'rupees' },
  },
  'shipment.invoicedCannotCancel': {
    en: 'Shipment {packageId} is on invoice {number}: cancel the invoice first, or take the goods back as a return',
    params: { packageId: 'text', number: 'text' },
  },
});
