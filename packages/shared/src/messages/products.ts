import { defineMessages } from './core.js';

/** The messages of products, batches, barcodes, labels and scanning (docs/domain.md#messages). */
export const PRODUCT_TEXTS = defineMessages({
  // The rules of a product's body (products.ts, barcodes.ts)
  'product.nameRequired': { en: 'Product name is required' },
  'product.expiryBeforeMfg': { en: 'Expiry date cannot be before the manufacturing date' },
  'product.date': { en: 'Enter a date as YYYY-MM-DD' },
  'product.dateYears': { en: 'Date must be between the years 1900 and 2200' },
  'product.notNegative': { en: 'Must be 0 or more' },
  'product.wholeNumber': { en: 'Must be a whole number' },
  'product.skuBlank': { en: 'SKU cannot be blank' },
  'product.hsnCodeText': { en: 'HSN code must be text' },
  'product.hsnCode': { en: 'HSN code must be 4, 6 or 8 digits' },
  'product.priceOverMrpRule': { en: 'The price may not be above the MRP' },
  'product.supplierNotAnId': { en: 'Supplier must be a user id' },
  'product.reorderQuantityMin': { en: 'Reorder quantity must be at least 1' },
  'product.orderUpToMin': { en: 'Order up to must be at least 1' },
  'product.oneReorderRule': { en: 'Set a reorder quantity or an order-up-to level, not both' },
  'product.barcodeText': { en: 'Barcode must be text' },
  'product.gtinShape': { en: 'Barcode must be 8, 12, 13 or 14 digits (an EAN, UPC or GTIN)' },
  'product.gtinCheckDigit': {
    en: 'Barcode check digit is wrong: the last digit should be {digit}',
    params: { digit: 'number' },
  },
  // The server's refusals of products
  'product.skuExists': { en: 'A product with SKU "{sku}" already exists', params: { sku: 'text' } },
  'product.barcodeTaken': { en: 'Another product already has this barcode' },
  'product.priceOverMrp': {
    en: 'The price ₹{price} is above the MRP ₹{mrp}: nothing is sold above the price printed on the pack',
    params: { price: 'rupees', mrp: 'rupees' },
  },
  'product.supplierMustExist': { en: 'Supplier must be an existing user' },
  'product.unknownUser': { en: 'Unknown user' },
  'product.quantityBelowCommitted': {
    en: 'Cannot set the quantity of "{product}" to {quantity}: {committed}',
    params: { product: 'text', quantity: 'number', committed: 'messages' },
  },
  'product.committedPlaced': {
    en: '{placed} units are placed in inventories. Remove them from the inventories first.',
    params: { placed: 'number' },
  },
  'product.committedInTransit': {
    en: '{inTransit} units are in transit between inventories. Wait for the delivery first.',
    params: { inTransit: 'number' },
  },
  'product.committedBoth': {
    en: '{placed} units are placed in inventories and {inTransit} units are in transit between inventories. Remove them from the inventories first.',
    params: { placed: 'number', inTransit: 'number' },
  },
  'product.followsBatches': {
    en: '{field} of "{product}" follows its batches (it shows the earliest-expiring batch in stock): receive or place units with a batch instead',
    params: { field: 'label:batchField', product: 'text' },
  },
  'product.doesNotFit': {
    en: 'The new weight or size of "{product}" does not fit in inventory "{inventory}": its capacity would be exceeded',
    params: { product: 'text', inventory: 'text' },
  },
  'product.placedInInventories': {
    en: '"{product}" is placed in {inventories} ({units}). Remove it from them first.',
    params: { product: 'text', inventories: 'messages', units: 'messages' },
  },
  'product.inUse': { en: 'This product is on a transport or order and cannot be deleted' },
  'product.namedInUse': {
    en: '"{product}" is on a transport or order and cannot be deleted',
    params: { product: 'text' },
  },
  'product.idNotFound': { en: 'Product {id} not found', params: { id: 'text' } },
  // Batches (batches.ts, the batch trace)
  'batch.codeRequired': { en: 'Batch code is required' },
  'batch.batchRequired': { en: 'Batch must be a batch id' },
  'batch.batchesExceedLine': { en: "The batches' quantities add up to more than the line's quantity" },
  'batch.duplicateBatch': { en: 'A batch may appear only once on a line' },
  'batch.overrideReason': { en: 'Give a reason for dispatching expired units' },
  'batch.tooManyOnLine': { en: 'At most 100 batches on a line' },
  'batch.productRequired': { en: 'Product is required (its id or SKU)' },
  'batch.ofProductNotFound': {
    en: 'Batch "{batch}" of "{product}" not found',
    params: { batch: 'text', product: 'text' },
  },
  // Labels (labels.ts)
  'label.nothing': { en: 'Choose what to print labels for' },
  'label.tooMany': { en: 'At most {max} labels in one print', params: { max: 'count' } },
  'label.layoutOneOf': { en: 'Layout must be one of {layouts}', params: { layouts: 'text' } },
  'label.copiesNotANumber': { en: 'Copies must be a number' },
  'label.copiesNotWhole': { en: 'Copies must be a whole number' },
  'label.copiesMin': { en: 'Copies must be at least 1' },
  'label.copiesMax': { en: 'Copies must be at most {max}', params: { max: 'number' } },
  'label.productIds': { en: 'Products must be ids' },
  'label.storageUnitIds': { en: 'Storage units must be ids' },
  'label.inventoryIds': { en: 'Inventories must be ids' },
  'label.tooManyProducts': { en: 'At most {max} products at once', params: { max: 'number' } },
  'label.tooManyStorageUnits': { en: 'At most {max} storage units at once', params: { max: 'number' } },
  'label.tooManyInventories': { en: 'At most {max} inventories at once', params: { max: 'number' } },
  'label.purchaseOrderNotAnId': { en: 'Purchase order must be an id' },
  'label.showPriceBoolean': { en: 'Show price must be true or false' },
  'label.exactlyOneSource': { en: 'Give exactly one of products, an inventory or a purchase order' },
  'label.storageOrInventories': { en: 'Give storage units or inventories' },
  // Scanning (scan.ts)
  'scan.codeRequired': { en: 'Scan a code' },
  'scan.codeTooLong': { en: 'A code is at most {max} characters', params: { max: 'number' } },
  'scan.codeNul': { en: 'A code must not contain NUL characters' },
  'scan.nothingMatches': {
    en: 'Nothing matches "{code}": no product, batch, inventory, storage unit or transport',
    params: { code: 'text' },
  },
  // The rules of a person's alert (alerts.ts) and the server's refusals of alerts
  'alertRule.typeRequired': { en: 'Type is required' },
  'alertRule.typeOneOf': { en: 'Type must be one of {types}', params: { types: 'text' } },
  'alertRule.priorityOneOf': { en: 'Priority must be one of {priorities}', params: { priorities: 'text' } },
  'alertRule.messageRequired': { en: 'Message is required' },
  'alertRule.messageTooLong': { en: 'Message must be at most {max} characters', params: { max: 'number' } },
  'alertRule.messageNoNul': { en: 'Message must not contain NUL characters' },
  'alertRule.targetIdRequired': { en: 'Target ID is required' },
  'alertRule.triggeredOn': { en: 'Triggered on must be a date and time' },
  'alertRule.triggeredOnFuture': { en: 'Triggered on cannot be in the future' },
  'alertRule.resolvedBoolean': { en: 'Resolved must be true or false' },
  'alertRule.trueOrFalse': { en: 'Must be true or false' },
  'alertRule.noChanges': { en: 'No changes to save' },
  'alertRule.openDuplicate': {
    en: 'An open alert of this type already exists for this target; resolve that one first',
  },
  'alertRule.idNotFound': { en: 'Alert {id} not found', params: { id: 'text' } },
});
