import { defineMessages } from './core.js';

/** The messages of GST compliance: e-invoices (docs/domain.md#e-invoices, docs/domain.md#messages). */
export const GST_TEXTS = defineMessages({
  // The requests (einvoices.ts)
  'einvoice.stateOneOf': { en: 'State must be pending, registered, cancelPending or cancelled' },
  'einvoice.documentsOneOf': { en: 'Documents must be pending or all' },
  'einvoice.kindOneOf': { en: 'The document must be an invoice, a credit note or a debit note' },
  'einvoice.documentNotAnId': { en: 'The document must be an id' },
  'einvoice.cancelReasonOneOf': {
    en: "The reason must be the portal's code: 1 (duplicate), 2 (data entry mistake), 3 (order cancelled) or 4 (other)",
  },
  'einvoice.answerRequired': { en: "Paste the portal's answer, or choose its file" },
  'einvoice.answerTooLong': {
    en: 'The answer is longer than {max} characters: upload the answers a file at a time',
    params: { max: 'count' },
  },
  // Reading the portal's answer
  'einvoice.answerNotJson': {
    en: "The answer is not JSON: paste the portal's answer as it came, or choose its file",
  },
  'einvoice.answerUnrecognised': {
    en: "The answer holds no registration: the portal's answer gives AckNo, AckDt, Irn and SignedQRCode",
  },
  'einvoice.portalRefused': {
    en: 'The portal did not register the document: {reason}',
    params: { reason: 'text' },
  },
  'einvoice.irnLength': {
    en: 'An IRN is 64 hexadecimal characters; the answer gives "{irn}"',
    params: { irn: 'text' },
  },
  'einvoice.ackNo': { en: 'The acknowledgement number "{ackNo}" is not a number', params: { ackNo: 'text' } },
  'einvoice.ackDate': {
    en: 'The acknowledgement time "{value}" is not a date and time',
    params: { value: 'text' },
  },
  'einvoice.qrUnreadable': {
    en: "The signed QR code cannot be read: it is not the portal's signed token",
  },
  'einvoice.qrOtherIrn': {
    en: 'The signed QR code is for IRN {qrIrn}, not for the answer’s {irn}',
    params: { qrIrn: 'text', irn: 'text' },
  },
  'einvoice.tooManyAnswers': {
    en: 'The answer registers more than {max} documents: upload it in parts',
    params: { max: 'count' },
  },
  'einvoice.answerTwice': { en: 'The answer names {number} twice', params: { number: 'text' } },
  'einvoice.unknownDocument': {
    en: 'The answer is for {type} {number} of GSTIN {gstin}, which Godown did not issue',
    params: { type: 'text', number: 'text', gstin: 'text' },
  },
  'einvoice.otherDocument': {
    en: 'The answer is for {number}, not for {expected}',
    params: { number: 'text', expected: 'text' },
  },
  'einvoice.totalDiffers': {
    en: 'The portal registered {number} for {answered}, but it comes to {total}',
    params: { number: 'text', answered: 'rupees', total: 'rupees' },
  },
  'einvoice.notB2b': {
    en: '{number} bills a buyer with no GSTIN: the portal registers only documents to registered buyers',
    params: { number: 'text' },
  },
  'einvoice.notYet': {
    en: '{number} is dated {date}, before e-invoicing applies ({from}): it needs no IRN',
    params: { number: 'text', date: 'date', from: 'date' },
  },
  'einvoice.off': {
    en: 'E-invoicing is not on: an admin sets the day it applies from in the company settings',
  },
  'einvoice.documentCancelled': {
    en: '{number} is cancelled: the portal cannot register it',
    params: { number: 'text' },
  },
  'einvoice.otherIrn': {
    en: '{number} already has IRN {irn}: cancel that one at the portal first',
    params: { number: 'text', irn: 'text' },
  },
  'einvoice.irnOnOther': {
    en: 'IRN {irn} is already recorded for {number}',
    params: { irn: 'text', number: 'text' },
  },
  // Cancelling at the portal
  'einvoice.irnUnknown': { en: 'No document has the IRN {irn}', params: { irn: 'text' } },
  'einvoice.irnAlreadyCancelled': {
    en: 'The IRN of {number} was cancelled on {at}',
    params: { number: 'text', at: 'dateTime' },
  },
  'einvoice.cancelDate': {
    en: 'The cancellation time "{value}" is not a date and time',
    params: { value: 'text' },
  },
  'einvoice.cancelBeforeAck': {
    en: 'The cancellation ({at}) is earlier than the registration of {number}',
    params: { at: 'dateTime', number: 'text' },
  },
  'einvoice.cancelWindowPassed': {
    en: 'The portal cancels an IRN within 24 hours: that of {number} could be cancelled until {until}. Issue a credit note instead',
    params: { number: 'text', until: 'dateTime' },
  },
  // The files
  'einvoice.noDocuments': { en: 'No document of these days awaits an IRN' },
  'einvoice.tooManyDocuments': {
    en: 'These days hold {count} documents; a file holds at most {max}: choose fewer days',
    params: { count: 'count', max: 'count' },
  },
  'einvoice.pinMissing': {
    en: '{number}: the address of {party} has no PIN code, which the portal requires',
    params: { number: 'text', party: 'text' },
  },
  'einvoice.hsnMissing': {
    en: '{number}: {product} has no HSN code, which the portal requires',
    params: { number: 'text', product: 'text' },
  },
  // GSTR-1 (gstr1.ts)
  'gstr1.month': { en: 'The month must be written as 2026-11' },
  'gstr1.quarter': {
    en: 'The quarter must be a financial year’s, written as 26-27-Q3 (October to December 2026)',
  },
  'gstr1.monthOrQuarter': { en: 'Give a month or a quarter, one of them' },
  'gstr1.format': { en: 'The format must be json or xlsx' },
  'gstr1.future': { en: 'The period has not begun yet' },
  // What an IRN changes elsewhere
  'invoice.irnTooLateToCancel': {
    en: 'Invoice {number} has an IRN the portal could cancel only until {until}: issue a credit note instead',
    params: { number: 'text', until: 'dateTime' },
  },
  // e-Way bills: the requests (ewaybills.ts)
  'ewaybill.distanceRange': {
    en: 'The distance is a whole number of km from 1 to {max}',
    params: { max: 'count' },
  },
  'ewaybill.timeForm': { en: 'A time must be a date and time, as the portal gave it' },
  'ewaybill.dayForm': { en: 'A date must be a day, as YYYY-MM-DD' },
  'ewaybill.answerRequired': {
    en: "Give the bill's number and the time it was generated, or paste the portal's answer",
  },
  'ewaybill.answerTooLong': {
    en: 'The answer is longer than {max} characters: paste one bill’s answer',
    params: { max: 'count' },
  },
  'ewaybill.numberForm': { en: 'An e-way bill number is 12 digits' },
  'ewaybill.reasonRequired': { en: 'Say why the goods go without an e-way bill' },
  'ewaybill.cancelReasonOneOf': {
    en: "The reason must be the portal's: duplicate, orderCancelled, dataEntryMistake or others",
  },
  'ewaybill.placeRequired': { en: 'Name the place the goods go on from' },
  'ewaybill.stateForm': { en: 'The state must be a GST state code, such as 27' },
  'ewaybill.vehicleReasonOneOf': {
    en: "The reason must be the portal's: breakdown, transhipment, others or firstTime",
  },
  'ewaybill.vehicleRequired': { en: 'Name at least one vehicle' },
  'ewaybill.vehiclesTooMany': {
    en: 'At most {max} vehicles carry one consignment',
    params: { max: 'count' },
  },
  'ewaybill.thresholdRange': {
    en: 'The threshold is an amount in rupees from 0 to {max}, with at most two decimals',
    params: { max: 'rupees' },
  },
  // e-Way bills: reading the portal's answer
  'ewaybill.answerNotJson': { en: "The answer is not JSON: paste the portal's answer as it came" },
  'ewaybill.answerUnrecognised': {
    en: "The answer holds no e-way bill: the portal's answer gives ewayBillNo, ewayBillDate and validUpto",
  },
  'ewaybill.portalRefused': {
    en: 'The portal did not generate the bill: {reason}',
    params: { reason: 'text' },
  },
  // e-Way bills: refusals
  'ewaybill.notConsignment': {
    en: 'Transport {packageId} is neither a shipment to a customer nor a transfer between warehouses: it takes no e-way bill here',
    params: { packageId: 'text' },
  },
  'ewaybill.notInvoiced': {
    en: 'Shipment {packageId} has no tax invoice yet: issue it (a packed shipment may be invoiced), the e-way bill cites it',
    params: { packageId: 'text' },
  },
  'ewaybill.transferNotInvoiced': {
    en: 'Transfer {packageId} is a supply between two registrations and has no tax invoice yet: invoice it, the e-way bill cites it',
    params: { packageId: 'text' },
  },
  'ewaybill.noRegistration': {
    en: 'Warehouse {inventory} bills under no GST registration: give it one in Settings first',
    params: { inventory: 'text' },
  },
  'ewaybill.pinMissing': {
    en: 'The e-way bill needs the PIN code of {place}: add it to its address first',
    params: { place: 'text' },
  },
  'ewaybill.hsnMissing': {
    en: '{product} has no HSN code: the e-way bill needs one for every item',
    params: { product: 'text' },
  },
  'ewaybill.challanNumberForm': {
    en: 'Package ID {packageId} cannot be the challan number the portal takes (at most 16 letters, digits, / and -, not starting with 0, / or -)',
    params: { packageId: 'text' },
  },
  'ewaybill.alreadyActive': {
    en: 'Transport {packageId} already moves on e-way bill {number}: record its cancellation first',
    params: { packageId: 'text', number: 'text' },
  },
  'ewaybill.alreadyWaived': {
    en: 'An admin already let transport {packageId} go without an e-way bill',
    params: { packageId: 'text' },
  },
  'ewaybill.numberTaken': {
    en: 'E-way bill {number} is already recorded, for transport {packageId}',
    params: { number: 'text', packageId: 'text' },
  },
  'ewaybill.keepsTransport': {
    en: 'Transport {packageId} moved on e-way bill {number}: it is kept with its bill',
    params: { packageId: 'text', number: 'text' },
  },
  'ewaybill.generatedInFuture': { en: 'The bill cannot have been generated after now' },
  'ewaybill.updatedBeforeGenerated': { en: 'A vehicle cannot change before the bill was generated' },
  'ewaybill.validBeforeGenerated': { en: 'A bill cannot expire before it was generated' },
  'ewaybill.transportFinished': {
    en: 'Transport {packageId} is {status}: its e-way bills no longer change',
    params: { packageId: 'text', status: 'label:transportStatusLower' },
  },
  'ewaybill.notNeeded': {
    en: 'Transport {packageId} carries goods worth {value}, not over the threshold of {threshold}: it needs no e-way bill',
    params: { packageId: 'text', value: 'rupees', threshold: 'rupees' },
  },
  'ewaybill.required': {
    en: 'Transport {packageId} carries goods worth {value}, over the e-way bill threshold of {threshold}: record its e-way bill first, or an admin records why it goes without one',
    params: { packageId: 'text', value: 'rupees', threshold: 'rupees' },
  },
  'ewaybill.notActive': {
    en: 'E-way bill {number} is not live: it was cancelled',
    params: { number: 'text' },
  },
  'ewaybill.tooLateToCancel': {
    en: 'The portal cancels e-way bill {number} only until {until}: it runs out instead',
    params: { number: 'text', until: 'dateTime' },
  },
  'ewaybill.vehicleOrDocument': {
    en: 'Each vehicle needs its number by road, or the transport document and its date by rail, air or ship',
  },
  'ewaybill.vehicleQuantities': {
    en: 'Several vehicles share the consignment: give each its units, adding up to the {units} it carries',
    params: { units: 'count' },
  },
});
