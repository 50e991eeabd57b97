import { defineMessages } from './core.js';

/**
 * The alerts the system raises: each kind has its title (`alert.<kind>`), its description
 * (`.description`) and, where the item is more than a name, the item (`.item`). An alert stores its
 * kind and parameters; the English sentences beside them are for search and API users.
 */
export const ALERT_TEXTS = defineMessages({
  'alert.outOfStock': { en: '{product} is out of stock', params: { product: 'text' } },
  'alert.outOfStock.description': {
    en: 'No units of {item} are left. Restock it to resolve this alert.',
    params: { item: 'text' },
  },
  'alert.lowStock': {
    en: '{product} is low on stock: {quantity} left',
    params: { product: 'text', quantity: 'count' },
  },
  'alert.lowStock.description': {
    en: '{item} has {quantity} units, at or below its threshold of {threshold}. Restock it to resolve this alert.',
    params: { item: 'text', quantity: 'count', threshold: 'count' },
  },
  'alert.productExpired': {
    en: '{product} expired on {date}',
    params: { product: 'text', date: 'date' },
  },
  'alert.productExpired.description': {
    en: '{quantity} units of {item} are past their expiry date. Remove them from stock or correct the date to resolve this alert.',
    params: { quantity: 'count', item: 'text' },
  },
  'alert.batchExpired': {
    en: 'Batch {batch} of {product} expired on {date}',
    params: { batch: 'text', product: 'text', date: 'date' },
  },
  'alert.batchExpired.description': {
    en: '{quantity} units of batch {batch} are past their expiry date. Remove them from stock (or return them to the supplier) to resolve this alert.',
    params: { quantity: 'count', batch: 'text' },
  },
  'alert.batchExpired.item': { en: '{item}, batch {batch}', params: { item: 'text', batch: 'text' } },
  'alert.batchExpiring': {
    en: 'Batch {batch} of {product} expires on {date}',
    params: { batch: 'text', product: 'text', date: 'date' },
  },
  'alert.batchExpiring.description': {
    en: '{quantity} units of batch {batch} expire within {days} days. Use or dispatch them first to resolve this alert.',
    params: { quantity: 'count', batch: 'text', days: 'count' },
  },
  'alert.batchExpiring.item': { en: '{item}, batch {batch}', params: { item: 'text', batch: 'text' } },
  'alert.invoiceOverdue': {
    en: 'Invoice {number} is overdue: it was due on {due}',
    params: { number: 'text', due: 'date' },
  },
  'alert.invoiceOverdue.description': {
    en: 'Open the invoice to see who owes what, and record the payment or follow it up. The alert resolves itself once the invoice is settled.',
  },
  'alert.overwork': {
    en: '{name} has worked {hours} hours this month',
    params: { name: 'text', hours: 'count' },
  },
  'alert.overwork.description': {
    en: 'That is past the limit of {limit} hours a month. Lower the hours or plan their rest to resolve this alert.',
    params: { limit: 'count' },
  },
  'alert.missedEta': { en: 'Transport {packageId} missed its ETA', params: { packageId: 'text' } },
  'alert.missedEta.description': {
    en: 'It was due by {eta} IST and is still {status}. Update its ETA or deliver it to resolve this alert.',
    params: { eta: 'dateTime', status: 'label:transportStatus' },
  },
  'alert.missedEta.item': { en: 'Transport {packageId}', params: { packageId: 'text' } },
  'alert.ewayBillExpiring': {
    en: 'E-way bill {number} of transport {packageId} runs out soon',
    params: { number: 'text', packageId: 'text' },
  },
  'alert.ewayBillExpiring.description': {
    en: 'It is valid until {validUntil} IST and the goods are still on the road. Extend it on the portal (from 8 hours before it runs out) and record the new validity with a vehicle update.',
    params: { validUntil: 'dateTime' },
  },
  'alert.ewayBillExpiring.item': { en: 'E-way bill {number}', params: { number: 'text' } },
});
