import { defineMessages } from './core.js';

/** The messages of allocating, picking, shipping and returns (docs/domain.md#messages). */
export const FULFILMENT_TEXTS = defineMessages({
  // The rules of the bodies (sales-fulfilment.ts)
  'shipment.vehicleNumberForm': {
    en: 'A vehicle number is 6 to 11 letters and digits, such as MH 12 AB 1234',
  },
  'shipment.driverNotAnId': { en: 'Driver must be a user id' },
  'shipment.modeOneOf': { en: 'Transport mode must be one of land, air, ship' },
  'pick.allocationRequired': { en: 'Allocation must be the number of a pick-list line' },
  'pick.shortTrueOrFalse': { en: 'Short must be true or false' },
  'return.shipmentRequired': { en: 'Shipment must be the id of a shipment of this order' },
  'return.storageUnitNotAnId': { en: 'Quarantine rack must be a storage unit id' },
  'return.lineRequired': { en: 'Line must be the number of a line of the order' },
  'return.batchNotAnId': { en: 'Batch must be a batch id' },
  'return.reasonOneOf': { en: 'Reason must be one of damaged, expired, wrongItem, excess, other' },
  'return.dispositionOneOf': { en: 'Each line goes to quarantine, restock or writeOff' },
  'return.quarantineRack': { en: 'Choose the quarantine rack for the units that go to quarantine' },
  'return.releaseOneOf': { en: 'Units leave quarantine to restock or writeOff' },
  'return.quarantinedTrueOrFalse': { en: 'Quarantined must be true or false' },
  'return.salesOrderNotAnId': { en: 'Sales order must be a sales order id' },
  'salesOrder.dueOneOf': { en: 'Due must be today or late' },
  'salesOrder.backorderedTrueOrFalse': { en: 'Backordered must be true or false' },
  // The server's refusals
  'allocation.orderNotOpen': {
    en: 'Sales order {number} is {status}: only a confirmed or partly shipped order is allocated, picked or shipped',
    params: { number: 'text', status: 'label:salesOrderStatusLower' },
  },
  'allocation.nothingToAllocate': {
    en: 'Every unit sales order {number} holds is allocated: nothing is left to allocate',
    params: { number: 'text' },
  },
  'allocation.expiredBatches': {
    en: '{batches}: only expired units are left for the rest of the order. An admin may allocate them with a reason.',
    params: { batches: 'messages' },
  },
  'allocation.expiredAdminOnly': { en: 'Only an admin may allocate expired batches' },
  'pick.unknownAllocation': {
    en: 'Sales order {number} has no pick-list line {allocation}',
    params: { number: 'text', allocation: 'count' },
  },
  'pick.overAllocation': {
    en: '{left} of {product} are left to pick on this line: {quantity} cannot be picked',
    params: { left: 'messages', product: 'text', quantity: 'count' },
  },
  'pick.closed': {
    en: 'This pick-list line of {product} is closed: its units were picked, reported short or shipped',
    params: { product: 'text' },
  },
  'shipment.nothingPicked': {
    en: 'Nothing of sales order {number} is picked and waiting: pick units before packing a shipment',
    params: { number: 'text' },
  },
  'transport.shipmentOfOrder': {
    en: 'Transport {packageId} is a shipment of sales order {number}: its lines and warehouse come from the order',
    params: { packageId: 'text', number: 'text' },
  },
  'transport.shipmentKept': {
    en: 'Transport {packageId} carried units of sales order {number}: it is kept with the order',
    params: { packageId: 'text', number: 'text' },
  },
  'return.unknownShipment': {
    en: 'Sales order {number} has no such shipment',
    params: { number: 'text' },
  },
  'return.shipmentNotDelivered': {
    en: 'Shipment {packageId} is not delivered: units come back only from a delivered shipment',
    params: { packageId: 'text' },
  },
  'return.unknownLine': {
    en: 'Sales order {number} has no line {line}',
    params: { number: 'text', line: 'count' },
  },
  'return.overDelivered': {
    en: '{product}: {returnable} delivered in shipment {packageId} and not yet returned; {quantity} cannot come back',
    params: { product: 'text', returnable: 'messages', packageId: 'text', quantity: 'count' },
  },
  'return.nothingQuarantined': {
    en: 'Return {number} has nothing in quarantine',
    params: { number: 'text' },
  },
  'salesOrder.packed': {
    en: 'Sales order {number} is packed in shipment {packageId}: cancel that shipment first',
    params: { number: 'text', packageId: 'text' },
  },
  'notFound.salesReturn': { en: 'Return not found' },
});
