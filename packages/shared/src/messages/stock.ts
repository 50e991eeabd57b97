import { defineMessages } from './core.js';

/** The messages of inventories, storage units, placements, stock tasks and counts (docs/domain.md#messages). */
export const STOCK_TEXTS = defineMessages({
  // Units and places, as other messages name them ("3 units", "2 inventories", ""Rice" (batch B12)")
  'stock.unitCountOne': { en: '{count} unit', params: { count: 'number' } },
  'stock.unitCountOther': { en: '{count} units', params: { count: 'number' } },
  'stock.product': { en: '"{product}"', params: { product: 'text' } },
  'stock.productBatch': { en: '"{product}" (batch {batch})', params: { product: 'text', batch: 'text' } },
  'stock.unitsOfProduct': {
    en: '{units} of "{product}"',
    params: { units: 'messages', product: 'text' },
  },
  'stock.unitsOfDeletedProduct': { en: '{units} of "a deleted product"', params: { units: 'messages' } },
  'stock.unitsOfProducts': {
    en: '{units} of {products} products',
    params: { units: 'messages', products: 'number' },
  },
  'inventory.countOne': { en: '{count} inventory', params: { count: 'number' } },
  'inventory.countOther': { en: '{count} inventories', params: { count: 'number' } },
  // The rules of quantities, ids and points the stock's bodies share (geo.ts, stock-tasks.ts, …)
  'stock.quantityMin': { en: 'Quantity must be at least 1' },
  'stock.quantityTooLarge': { en: 'Quantity is too large' },
  'stock.quantityTooSmall': { en: 'Quantity is too small' },
  'stock.productNotAnId': { en: 'Product must be a product id' },
  'stock.storageUnitNotAnId': { en: 'Storage unit must be an id' },
  'stock.moveSomewhereElse': { en: 'Move the units somewhere else than where they are' },
  'stock.longitudeNotANumber': { en: 'Longitude must be a number' },
  'stock.longitudeRange': { en: 'Longitude must be between -180 and 180' },
  'stock.latitudeNotANumber': { en: 'Latitude must be a number' },
  'stock.latitudeRange': { en: 'Latitude must be between -90 and 90' },
  'stock.notAPoint': { en: 'A location must be a GeoJSON Point' },
  'stock.coordinates': { en: 'Coordinates must be [longitude, latitude]' },
  // The server's refusals of stock changes (modules/stock)
  'stock.quantityPastMax': {
    en: 'This would take the quantity of "{product}" past {max}',
    params: { product: 'text', max: 'count' },
  },
  'stock.receivingPastMax': {
    en: 'Receiving {quantity} units of "{product}" would take its quantity past {max}',
    params: { quantity: 'number', product: 'text', max: 'count' },
  },
  'stock.batchExistsWithDates': {
    en: 'Batch "{batch}" of this product already exists with manufacturing date {mfg} and expiry date {expiry}: use those dates or another code',
    params: { batch: 'text', mfg: 'messages', expiry: 'messages' },
  },
  /** A date as the server writes it inside a message, YYYY-MM-DD. */
  'stock.dateAsWritten': { en: '{date}', params: { date: 'text' } },
  'stock.dateNotSet': { en: 'not set' },
  'stock.noUnbatchedUnits': {
    en: 'This inventory holds {held} of "{product}" without a batch, not the {needed} needed',
    params: { held: 'messages', product: 'text', needed: 'number' },
  },
  'stock.noUnbatchedUnitsOfTheProduct': {
    en: 'This inventory holds {held} of "the product" without a batch, not the {needed} needed',
    params: { held: 'messages', needed: 'number' },
  },
  'stock.batchShortfall': {
    en: 'This inventory holds {held} of batch "{batch}", not the {chosen} chosen',
    params: { held: 'messages', batch: 'text', chosen: 'number' },
  },
  'stock.chosenBatchShortfall': {
    en: 'This inventory holds {held} of the chosen batch, not the {chosen} chosen',
    params: { held: 'messages', chosen: 'number' },
  },
  'stock.batchExpiredOn': {
    en: 'Batch "{batch}" of "{product}" expired on {date}',
    params: { batch: 'text', product: 'text', date: 'text' },
  },
  'stock.expiredNotDispatched': {
    en: '{batches}: expired units are not dispatched. An admin may dispatch them with a reason.',
    params: { batches: 'messages' },
  },
  'stock.notHeldByBatch': {
    en: 'The inventory does not hold these units by batch; reload and try again',
  },
  'stock.notEnoughRoom': {
    en: 'Not enough room in "{inventory}" for {units}: they need {weight} kg and {volume} m³, but only {freeWeight} kg and {freeVolume} m³ are free',
    params: {
      inventory: 'text',
      units: 'messages',
      weight: 'number',
      volume: 'number',
      freeWeight: 'number',
      freeVolume: 'number',
    },
  },
  'stock.shortfall': {
    en: '"{place}" holds {held} of "{product}", not the {needed} needed',
    params: { place: 'text', held: 'messages', product: 'text', needed: 'number' },
  },
  'stock.looseShortfall': {
    en: 'Only {loose} of {what} are in this inventory outside its storage units, not the {quantity} to put away',
    params: { loose: 'messages', what: 'messages', quantity: 'number' },
  },
  'stock.storageUnitShortfall': {
    en: '"{unit}" holds {held} of {what}, not the {needed} needed',
    params: { unit: 'text', held: 'messages', what: 'messages', needed: 'number' },
  },
  // Inventories and placements (inventories.ts and the server's refusals)
  'inventory.nameRequired': { en: 'Name is required' },
  'inventory.locationRequired': { en: 'Latitude and longitude are required' },
  'inventory.deleteConfirm': { en: 'Are you sure you want to delete this inventory?' },
  'inventory.productRequired': { en: 'Product is required' },
  'inventory.notAnInventoryId': { en: 'Inventory must be an inventory id' },
  'inventory.notAnId': { en: 'Inventory must be an id' },
  'inventory.capacityOccupied': {
    en: 'Total capacity cannot be {capacity} kg: {occupied} kg are already occupied in "{inventory}"',
    params: { capacity: 'number', occupied: 'number', inventory: 'text' },
  },
  'inventory.volumeOccupied': {
    en: 'Total volume cannot be {volume} m³: {occupied} m³ are already occupied in "{inventory}"',
    params: { volume: 'number', occupied: 'number', inventory: 'text' },
  },
  'inventory.openTransports': {
    en: 'This inventory is the source or destination of open transports ({transports}). Deliver or cancel them first.',
    params: { transports: 'text' },
  },
  'inventory.cannotPlace': {
    en: 'Cannot place {quantity} units of "{product}": only {free} of its {total} units are not already placed in an inventory',
    params: { quantity: 'number', product: 'text', free: 'number', total: 'number' },
  },
  'inventory.cannotPlaceInTransit': {
    en: 'Cannot place {quantity} units of "{product}": only {free} of its {total} units are not already placed in an inventory ({inTransit} are in transit)',
    params: { quantity: 'number', product: 'text', free: 'number', total: 'number', inTransit: 'number' },
  },
  'inventory.productNotPlaced': {
    en: '"{product}" in this inventory not found',
    params: { product: 'text' },
  },
  'inventory.batchNotPlaced': {
    en: 'That batch of "{product}" in this inventory not found',
    params: { product: 'text' },
  },
  'inventory.cannotRemove': {
    en: 'Cannot remove {quantity} units of "{product}": only {held} are in this inventory',
    params: { quantity: 'number', product: 'text', held: 'number' },
  },
  // Storage units (storages.ts and the server's refusals)
  'storage.locationIdRequired': { en: 'Location ID is required' },
  'storage.inventoryRequired': { en: 'Inventory is required' },
  'storage.nameBlank': { en: 'Name cannot be blank' },
  'storage.activeBoolean': { en: 'Active must be true or false' },
  'storage.minTemperatureNotANumber': { en: 'Minimum temperature must be a number' },
  'storage.maxTemperatureNotANumber': { en: 'Maximum temperature must be a number' },
  'storage.minTemperatureRange': {
    en: 'Minimum temperature must be between {min} and {max} °C',
    params: { min: 'number', max: 'number' },
  },
  'storage.maxTemperatureRange': {
    en: 'Maximum temperature must be between {min} and {max} °C',
    params: { min: 'number', max: 'number' },
  },
  'storage.temperatureOrder': { en: 'Minimum temperature cannot be above the maximum' },
  'storage.overWeight': { en: 'Current weight cannot exceed the holding capacity' },
  'storage.overVolume': { en: 'Current volume cannot exceed the volume' },
  'storage.unknownInventory': { en: 'Unknown inventory' },
  'storage.holdsUnits': {
    en: '"{unit}" holds {held} of its inventory: move them out before moving it to another inventory',
    params: { unit: 'text', held: 'messages' },
  },
  // Picking a transport's lines (stock-tasks)
  'stockTask.notPending': {
    en: 'Transport {transport} is {status}: only a pending transport is picked',
    params: { transport: 'text', status: 'label:transportStatusCode' },
  },
  'stockTask.notOnTransport': {
    en: '"{product}" is not on transport {transport}',
    params: { product: 'text', transport: 'text' },
  },
  'stockTask.leftToPick': {
    en: '{left} of the {total} units of "{product}" are left to pick, not {quantity}',
    params: { left: 'number', total: 'number', product: 'text', quantity: 'number' },
  },
  'stockTask.heldByBatch': {
    en: '"{product}" is held by batch: scan the batch\'s code (its carton) to pick it',
    params: { product: 'text' },
  },
  'stockTask.batchExpired': {
    en: 'Batch "{batch}" of "{product}" expired on {date}: do not pick it',
    params: { batch: 'text', product: 'text', date: 'text' },
  },
  'stockTask.sourceHolds': {
    en: 'The source holds {available} more units of batch "{batch}" of "{product}", not {quantity}',
    params: { available: 'number', batch: 'text', product: 'text', quantity: 'number' },
  },
  // Stock counts (counts.ts and the server's refusals)
  'count.categoryRequired': { en: 'Choose the category to count' },
  'count.storageUnitRequired': { en: 'Choose the storage unit to count' },
  'count.quantityZero': { en: 'Count at least one unit, or a negative number to take some back' },
  'count.belowZero': { en: 'A line cannot be counted below 0' },
  'count.scopeInvalid': { en: 'Scope must be inventory, category or storageUnit' },
  'count.categoryScope': { en: 'A category belongs to a count of one category' },
  'count.storageUnitScope': { en: 'A storage unit belongs to a count of one storage unit' },
  'count.modeInvalid': { en: 'Mode must be add or set' },
  'count.batchIdOrBatch': { en: 'Give the batch id or the batch, not both' },
  'count.uncountedInvalid': { en: 'Uncounted must be skip or zero' },
  'count.statusInvalid': { en: 'Status must be open, posted or cancelled' },
  'count.lineNumber': { en: 'Line must be a line number' },
  'count.alreadyOpen': {
    en: 'A count of this inventory is already open ({number}): post or cancel it first',
    params: { number: 'text' },
  },
  'count.anotherAlreadyOpen': {
    en: 'A count of this inventory is already open (another count): post or cancel it first',
  },
  'count.notOpen': {
    en: 'Count {number} is {status}: it can no longer change',
    params: { number: 'text', status: 'label:countStatusLower' },
  },
  'count.recount': {
    en: 'The units of "{product}" changed since it was counted and the count would take them below 0: recount it',
    params: { product: 'text' },
  },
  'count.recountBecause': {
    en: 'The units of "{product}" changed since it was counted and the count would take them below 0: recount it ({cause})',
    params: { product: 'text', cause: 'messages' },
  },
  'count.tooManyLines': {
    en: 'This count would have {lines} lines, more than {max}: count a category or a storage unit at a time',
    params: { lines: 'count', max: 'count' },
  },
  'count.productNotInCategory': {
    en: '"{product}" is not in the category "{category}" this count covers: count it in a count of its own',
    params: { product: 'text', category: 'text' },
  },
});
