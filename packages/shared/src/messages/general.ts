import { defineMessages } from './core.js';

/** The answers every route can give: framework refusals, unavailable database, a fault of ours. */
export const GENERAL_TEXTS = defineMessages({
  'request.notFound': { en: 'Route {method} {path} not found', params: { method: 'text', path: 'text' } },
  'request.invalidJson': {
    en: 'The body is not valid JSON, or it holds a key that is never accepted (__proto__, constructor.prototype)',
  },
  'request.mediaType': {
    en: 'Send the request body as JSON, with content-type: application/json; {mediaType} is not accepted',
    params: { mediaType: 'text' },
  },
  'request.noMediaType': {
    en: 'Send the request body as JSON, with content-type: application/json; this request names no media type',
  },
  'request.pathTooLong': { en: 'A value in the request path is too long' },
  'request.badPercentEncoding': {
    en: 'The request path is not valid: it holds a malformed percent-encoding',
  },
  'request.headersTooLarge': { en: "The request's address or headers are too long" },
  'request.notHttp': { en: 'The request is not valid HTTP' },
  'request.valueNotStorable': {
    en: 'A value in the request cannot be stored. Check the data and try again.',
  },
  'request.invalid': { en: 'The request is not valid' },
  /** A refusal of the web framework itself; the answer's English message is the framework's own. */
  'request.refused': { en: 'The request was refused' },
  'request.tooLarge': { en: 'The request is too large' },
  'request.tooMany': { en: 'Too many requests: wait a little and try again' },
  'request.fieldProblem': {
    en: '{field}: {problem}',
    params: { field: 'text', problem: 'messages' },
  },
  'server.unavailable': { en: 'The database is unavailable right now. Please try again shortly.' },
  'server.fault': { en: 'Something went wrong on our side. Please try again.' },
  'server.restarting': { en: 'Godown is restarting. Please try again in a moment.' },
  'auth.required': { en: 'Authentication required' },
  'auth.forbidden': { en: 'You do not have permission to do this' },
  /** A value the schema's own rules refuse without a message of ours (zod's wording, in English). */
  'validation.invalid': { en: 'Invalid value' },
  'validation.notAnId': { en: 'Not a valid id' },
  'notFound.product': { en: 'Product not found' },
  'notFound.inventory': { en: 'Inventory not found' },
  'notFound.storageUnit': { en: 'Storage unit not found' },
  'notFound.user': { en: 'User not found' },
  'notFound.transport': { en: 'Transport not found' },
  'notFound.ewayBill': { en: 'E-way bill not found' },
  'notFound.purchaseOrder': { en: 'Purchase order not found' },
  'notFound.customer': { en: 'Customer not found' },
  'notFound.priceList': { en: 'Price list not found' },
  'notFound.scheme': { en: 'Scheme not found' },
  'notFound.salesOrder': { en: 'Sales order not found' },
  'notFound.registration': { en: 'GST registration not found' },
  'notFound.invoice': { en: 'Invoice not found' },
  'notFound.note': { en: 'Credit or debit note not found' },
  'notFound.receipt': { en: 'Receipt not found' },
  'notFound.count': { en: 'Count not found' },
  'notFound.batch': { en: 'Batch not found' },
  'notFound.alert': { en: 'Alert not found' },
  'notFound.wageRecord': { en: 'Wage record not found' },
  'notFound.proofOfDelivery': { en: 'Proof of delivery not found' },
  'notFound.signature': { en: 'Signature not found' },
  'notFound.countLine': { en: 'Count line not found' },
});
