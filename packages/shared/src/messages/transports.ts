import { defineMessages } from './core.js';

/** The messages of transports, deliveries and their proof, maps (docs/domain.md#messages). */
export const TRANSPORT_TEXTS = defineMessages({
  // The rules of a transport's body (transports.ts)
  'transport.packageIdRequired': { en: 'Package ID is required' },
  'transport.statusRequired': { en: 'Status is required' },
  'transport.statusOneOf': {
    en: 'Status must be one of {statuses} (or inTransit)',
    params: { statuses: 'text' },
  },
  'transport.modeOneOf': { en: 'Transport mode must be one of {modes}', params: { modes: 'text' } },
  'transport.productRequired': { en: 'Product is required' },
  'transport.quantityAtLeastOne': { en: 'Quantity must be at least 1' },
  'transport.quantityTooLarge': { en: 'Quantity is too large' },
  'transport.duplicateLine': {
    en: 'A product may appear on only one line; put its whole quantity there',
  },
  'transport.etaFormat': { en: 'ETA must be a date (YYYY-MM-DD) or a date and time' },
  'transport.etaYears': { en: 'ETA must be between the years 1900 and 2200' },
  'transport.sameInventory': { en: 'The source and destination inventories must be different' },
  'transport.transferNeedsLines': { en: 'A transport between inventories needs at least one product line' },
  'transport.tooManyLines': {
    en: 'A transport may carry at most {max} product lines',
    params: { max: 'count' },
  },
  'transport.driverNotAnId': { en: 'Assigned driver must be a user id' },
  'transport.sourceNotAnId': { en: 'Source inventory must be an inventory id' },
  'transport.destinationNotAnId': { en: 'Destination inventory must be an inventory id' },
  'transport.cancelConfirm': { en: 'Are you sure you want to cancel this transport?' },
  // The server's refusals of transports
  'transport.alreadyStatus': {
    en: 'Transport "{packageId}" is already {status}',
    params: { packageId: 'text', status: 'label:transportStatusLower' },
  },
  'transport.finalStatus': {
    en: 'Transport "{packageId}" is {status}, a final status: it cannot become {next}',
    params: { packageId: 'text', status: 'label:transportStatusLower', next: 'label:transportStatusLower' },
  },
  'transport.cannotMove': {
    en: 'Transport "{packageId}" cannot move from {from} to {to}',
    params: { packageId: 'text', from: 'label:transportStatusLower', to: 'label:transportStatusLower' },
  },
  'transport.sameAsSource': { en: 'Same as the source inventory' },
  'transport.linesLocked': {
    en: 'The product lines and inventories of transport "{packageId}" cannot change once it is {status}',
    params: { packageId: 'text', status: 'label:transportStatusLower' },
  },
  'transport.addProductLine': { en: 'Add a product line' },
  'transport.unknownProduct': { en: 'Unknown product' },
  'transport.lineUnknownProduct': { en: 'A product line names an unknown product' },
  'transport.linesUnknownProducts': { en: 'Product lines name unknown products' },
  'transport.sourceNotFound': { en: 'Source inventory not found' },
  'transport.destinationNotFound': { en: 'Destination inventory not found' },
  'transport.notABatchOfProduct': { en: 'Not a batch of this product' },
  'transport.lineForeignBatch': { en: 'A product line names a batch that is not one of its product' },
  'transport.packageIdTaken': {
    en: 'A transport with package ID "{packageId}" already exists',
    params: { packageId: 'text' },
  },
  'transport.referenceDeleted': {
    en: 'A product, inventory or driver this transport names was just deleted. Reload and try again.',
  },
  'transport.bringsPurchaseOrder': {
    en: 'Transport "{packageId}" brings purchase order {number}: receive it on the purchase order, which records its batches and marks the transport delivered',
    params: { packageId: 'text', number: 'text' },
  },
  'transport.expiredDispatchAdminOnly': { en: 'Only an admin can dispatch units of expired batches' },
  'transport.carryingUnits': {
    en: 'Transport "{packageId}" is carrying units from an inventory: cancel it first to return them, then delete it',
    params: { packageId: 'text' },
  },
  // The driver a transport is assigned to (users/active-role.ts)
  'transport.driverMissing': { en: 'Assigned driver must be an existing user' },
  'transport.notADriver': {
    en: '{name} is not a driver: only users with the driver role can be assigned',
    params: { name: 'text' },
  },
  'transport.driverInactive': {
    en: '{name} is not active and cannot be assigned',
    params: { name: 'text' },
  },
  // Deliveries, their proof and the driver's phone (deliveries.ts)
  'delivery.photoRequired': {
    en: 'Take a photo of the delivered goods: a part named "photo" is missing',
  },
  'delivery.photoType': { en: 'The photo must be a JPEG, PNG or WebP image' },
  'delivery.photoTooLarge': {
    en: 'The photo is larger than {megabytes} MB: take it again (the app makes it smaller)',
    params: { megabytes: 'count' },
  },
  'delivery.signatureType': { en: 'The signature must be a PNG image' },
  'delivery.signatureTooLarge': {
    en: 'The signature is larger than {kilobytes} KB',
    params: { kilobytes: 'count' },
  },
  'delivery.receiverRequired': { en: "Receiver's name is required" },
  'delivery.latitudeRange': { en: 'Latitude must be between -90 and 90' },
  'delivery.longitudeRange': { en: 'Longitude must be between -180 and 180' },
  'delivery.notInTransit': {
    en: 'Only a transport in transit can be delivered with a proof: mark it in transit first',
  },
  'delivery.shareOnlyInTransit': { en: 'The location is shared only while the transport is in transit' },
  'delivery.driverDeliversWithProof': {
    en: "A driver marks a delivery with its proof: the receiver's name and a photo (My deliveries, Deliver)",
  },
  'delivery.driverChangesOnly': {
    en: 'A driver changes only the status and current location of their own deliveries',
  },
  'delivery.driverFieldCannotChange': {
    en: 'A driver changes only the status and current location of their own deliveries: {field} cannot change',
    params: { field: 'text' },
  },
  'delivery.driverCannotCreate': { en: 'Drivers cannot create transports: staff and admins plan them' },
  'delivery.noProof': { en: 'This transport has no proof of delivery' },
  'delivery.sendMultipart': {
    en: 'Send the proof as multipart/form-data: receiverName, photo and optionally signature',
  },
  'delivery.unexpectedFile': {
    en: 'Unexpected file "{field}": send one "photo" and at most one "signature"',
    params: { field: 'text' },
  },
  'delivery.unknownField': {
    en: 'Unknown or repeated field "{field}": send receiverName, note, latitude, longitude, photo and signature',
    params: { field: 'text' },
  },
  'delivery.invalidProof': { en: 'Invalid proof of delivery' },
  'delivery.tooManyLocationShares': {
    en: 'Too many location shares for this delivery from your account. Try again in a minute.',
  },
  // Maps: an ETA the mode cannot meet (maps.ts)
  'map.etaImplausible': {
    en: 'The ETA needs {distance} by {mode} in {duration} ({speed} km/h; at most about {max} km/h is possible)',
    params: {
      distance: 'text',
      mode: 'label:transportModeLower',
      duration: 'messages',
      speed: 'count',
      max: 'count',
    },
  },
  'map.minutes': { en: '{minutes} min', params: { minutes: 'count' } },
  'map.hours': { en: '{hours} h', params: { hours: 'count' } },
  'map.hoursMinutes': { en: '{hours} h {minutes} min', params: { hours: 'count', minutes: 'count' } },
});
