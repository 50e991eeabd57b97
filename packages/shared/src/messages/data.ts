import { defineMessages } from './core.js';

/** The messages of imports, exports, reports, the dashboard and its charts (docs/domain.md#messages). */
export const DATA_TEXTS = defineMessages({
  // The import's request (import-schemas.ts) and upload (imports.routes.ts).
  'import.trueOrFalse': { en: 'Must be true or false' },
  'import.passwordsOneTimeOrNone': { en: 'Passwords must be one-time or none' },
  'import.kindOneOf': { en: 'Kind must be one of {kinds}', params: { kinds: 'text' } },
  'import.templateFormat': { en: 'Format must be csv or xlsx' },
  'import.onlyRole': {
    en: 'Only {role} users can import {kind}',
    params: { role: 'label:roleWord', kind: 'label:importKindWord' },
  },
  'import.onlyTwoRoles': {
    en: 'Only {first} or {second} users can import {kind}',
    params: { first: 'label:roleWord', second: 'label:roleWord', kind: 'label:importKindWord' },
  },
  'import.sendMultipart': { en: 'Send the file as multipart/form-data, in a part named "file"' },
  'import.sendOneFile': { en: 'Send one file, in a part named "file"' },
  'import.fileTooLarge': {
    en: 'The file is larger than {size} MB: split it into smaller files',
    params: { size: 'number' },
  },
  'import.mappingNotJson': { en: 'The mapping must be JSON: an object of column to header' },
  'import.mappingNotObject': { en: 'The mapping must be an object of column to header' },
  'import.unknownField': {
    en: 'Unknown field "{field}": send "file" and, optionally, "mapping"',
    params: { field: 'text' },
  },
  'import.chooseFile': { en: 'Choose a file to import: a part named "file" is missing' },
  'import.failed': { en: 'The import failed: nothing was written. Please try again.' },
  // Reading the file (spreadsheet-reader.ts, xlsx-*.ts).
  'import.fileEmpty': { en: 'The file is empty' },
  'import.xlsUnsupported': {
    en: 'Excel 97-2003 (.xls) files cannot be read: save the sheet as .xlsx or CSV and try again',
  },
  'import.notCsvOrXlsx': { en: 'This file is not a CSV text file or an Excel .xlsx workbook' },
  'import.notXlsx': { en: 'This file is not an Excel .xlsx workbook' },
  'import.workbookTooBig': {
    en: 'This workbook unpacks to more data than an import accepts: save the sheet as CSV, or split it',
  },
  'import.workbookUnreadable': {
    en: 'This Excel workbook could not be read: open it in Excel, save it as .xlsx and try again',
  },
  'import.tooManyTexts': {
    en: 'This workbook holds more than {max} texts: save the sheet as CSV, or split it',
    params: { max: 'count' },
  },
  /** `what`: one of the `import.damaged.*` messages, which says where. */
  'import.damaged': {
    en: '{what}: the file is damaged. Open it in Excel, save it as .xlsx and try again',
    params: { what: 'messages' },
  },
  'import.damaged.firstRowNumber': {
    en: 'The first row of the sheet has no row number ("{ref}")',
    params: { ref: 'text' },
  },
  'import.damaged.rowNumber': {
    en: 'The row after row {row} of the sheet has no row number ("{ref}")',
    params: { row: 'count', ref: 'text' },
  },
  'import.damaged.rowPastLast': {
    en: 'Row {row} is past the last row a spreadsheet can have ({max})',
    params: { row: 'count', max: 'count' },
  },
  'import.damaged.rowOrder': {
    en: 'Row {row} comes after row {last}',
    params: { row: 'count', last: 'count' },
  },
  'import.damaged.cellColumn': {
    en: 'A cell of row {row} has no column ("{ref}")',
    params: { row: 'count', ref: 'text' },
  },
  'import.damaged.cellPastLast': {
    en: 'Cell {cell} is past the last column a spreadsheet can have ({lastColumn}, column {max})',
    params: { cell: 'text', lastColumn: 'text', max: 'count' },
  },
  'import.damaged.cellText': {
    en: 'Cell {cell} names text {index} the workbook does not hold',
    params: { cell: 'text', index: 'text' },
  },
  'import.csvUnreadable': {
    en: 'The CSV file could not be read near row {row}: {reason}',
    params: { row: 'number', reason: 'text' },
  },
  'import.tooManyRows': {
    en: 'The file has more than {max} rows: split it into smaller files',
    params: { max: 'count' },
  },
  'import.noRows': { en: 'The file has no rows: the first row must name the columns' },
  'import.tooManyColumns': { en: 'The file has more than {max} columns', params: { max: 'number' } },
  // The mapping of the file's headers to the import's columns (imports.service.ts).
  'import.notAColumn': { en: '"{column}" is not a column of this import', params: { column: 'text' } },
  'import.unknownColumn': { en: 'Unknown column' },
  'import.noSuchHeader': { en: 'The file has no column "{header}"', params: { header: 'text' } },
  'import.notInFile': { en: 'Not in the file' },
  'import.headerMappedTwice': { en: 'Column "{header}" is mapped twice', params: { header: 'text' } },
  'import.mappedTwice': { en: 'Mapped twice' },
  // The refusal of a file with bad rows: one row, or many.
  'import.nothingImportedOne': {
    en: 'Nothing was imported: 1 row has problems{listed}. Fix them, or import with "Skip bad rows".',
    params: { listed: 'messages' },
  },
  'import.nothingImported': {
    en: 'Nothing was imported: {rows} rows have problems{listed}. Fix them, or import with "Skip bad rows".',
    params: { rows: 'number', listed: 'messages' },
  },
  'import.firstListed': { en: ' (the first {count} are listed)', params: { count: 'count' } },
  // A row's problems; `column` is a column's key, said by its header.
  'import.columnRequired': {
    en: 'No column of the file is mapped to "{column}", which is required',
    params: { column: 'label:importColumn' },
  },
  'import.cellTooLong': {
    en: '{column} is longer than {max} characters',
    params: { column: 'label:importColumn', max: 'number' },
  },
  'import.cellRequired': { en: '{column} is required', params: { column: 'label:importColumn' } },
  'import.cellNotANumber': { en: '{column} must be a number', params: { column: 'label:importColumn' } },
  'import.cellNotWhole': { en: '{column} must be a whole number', params: { column: 'label:importColumn' } },
  'import.cellNotADate': { en: '{column} is not a date', params: { column: 'label:importColumn' } },
  'import.cellDateFormat': {
    en: '{column} is not a date: write it as DD-MM-YYYY',
    params: { column: 'label:importColumn' },
  },
  'import.cellNoSuchDate': {
    en: '{column} is not a date: {text}',
    params: { column: 'label:importColumn', text: 'text' },
  },
  'import.cellYesOrNo': { en: '{column} must be yes or no', params: { column: 'label:importColumn' } },
  /** `key`: the import's kind, whose key (its SKU, its name) the two rows share. */
  'import.repeatsRow': {
    en: 'Repeats row {row} of the file (the same {key})',
    params: { row: 'number', key: 'label:importKey' },
  },
  'import.dimensionsTogether': { en: 'Give length, width and height together' },
  'import.supplierLocationTogether': { en: 'Give the supplier latitude and longitude together' },
  'import.temperatureTogether': { en: 'Give the minimum and maximum temperature together' },
  'import.noSupplier': { en: 'No user signs in with "{contact}"', params: { contact: 'text' } },
  'import.repeatsBarcode': { en: 'Repeats the barcode of row {row}', params: { row: 'number' } },
  'import.barcodeTaken': {
    en: 'Product "{sku}" already has barcode {barcode}',
    params: { sku: 'text', barcode: 'text' },
  },
  'import.barcodeTakenByAnother': {
    en: 'Product another product already has barcode {barcode}',
    params: { barcode: 'text' },
  },
  /** `reason`: where the product's units are (the product's own message). */
  'import.cannotSetQuantity': {
    en: 'Cannot set the quantity to {quantity}: {reason}',
    params: { quantity: 'number', reason: 'messages' },
  },
  'import.inventoriesNamed': {
    en: '{count} inventories are named "{name}": rename one so the name says which',
    params: { count: 'number', name: 'text' },
  },
  'import.noInventoryNamed': { en: 'No inventory is named "{name}"', params: { name: 'text' } },
  'import.totalCapacityOccupied': {
    en: 'Total capacity cannot be {capacity} kg: {occupied} kg are already occupied',
    params: { capacity: 'number', occupied: 'number' },
  },
  'import.totalVolumeOccupied': {
    en: 'Total volume cannot be {volume} m³: more is already occupied',
    params: { volume: 'number' },
  },
  'import.quantityRange': { en: 'Quantity must be between 0 and {max}', params: { max: 'count' } },
  'import.datesNeedBatch': { en: 'Dates belong to a batch: give its batch code too' },
  'import.expiryBeforeMfg': { en: 'Expiry date cannot be before the manufacturing date' },
  'import.noProductSku': { en: 'No product has SKU "{sku}"', params: { sku: 'text' } },
  'import.heldByBatch': {
    en: '"{product}" is held by batch here: give the batch whose units are fewer, or remove the units on the inventory\'s page',
    params: { product: 'text' },
  },
  'import.userContactRequired': { en: 'Give an email or a phone number: it is how the user signs in' },
  'import.contactOfTwoUsers': { en: 'The email and the phone number belong to two different users' },
  'import.userExists': {
    en: '{name} already has an account with this email or phone: change it on the Users screen',
    params: { name: 'text' },
  },
  'import.customersNamed': {
    en: '{count} customers without a GSTIN are named "{name}": give the GSTIN, or rename one on the Customers screen',
    params: { count: 'count', name: 'text' },
  },
  'import.stateUnknown': {
    en: '"{state}" is not a GST state: give its code (27) or its name (Maharashtra)',
    params: { state: 'text' },
  },
  // The hints of the import's columns (IMPORT_COLUMNS), on the mapping screen and in the template.
  'import.hint.sku': { en: 'Unique code; an import finds the product by it' },
  'import.hint.quantity': { en: 'Company-wide units on hand' },
  'import.hint.supplier': { en: "The supplier's email or phone number, as they sign in" },
  'import.hint.barcode': { en: 'The EAN, UPC or GTIN printed on the goods (8, 12, 13 or 14 digits)' },
  'import.hint.inventoryName': { en: 'An import finds the inventory by it' },
  'import.hint.inventory': { en: "The inventory's name" },
  'import.hint.stockQuantity': { en: 'Units the inventory holds (of this batch, when one is given)' },
  'import.hint.role': { en: 'user, staff, supplier, driver or admin' },
  'import.hint.mrp': {
    en: 'The maximum retail price printed on the pack, per unit; the price may not be above it',
  },
  'import.hint.gstin': {
    en: '15 characters; an import finds the customer by it, and the state comes from it',
  },
  'import.hint.state': { en: 'The place of supply: a GST state code (27) or name; needed without a GSTIN' },
  'import.hint.tallySku': {
    en: "The stock item's first alias when it is a code, else a code made from its name",
  },
  'import.hint.tallyUnit': { en: "The GST unit of the item's base unit (Nos is NOS, Kg is KGS)" },
  'import.hint.tallyOpeningStock': { en: "Units per godown and batch, from Tally's opening balance" },
  // The import of TallyPrime's masters (tally-stock-*.ts): the file, then each stock item.
  'import.tally.notTally': {
    en: 'This file is not a TallyPrime XML export: in TallyPrime choose Export > Masters in XML format, and import that file',
  },
  'import.tally.malformed': {
    en: 'The Tally file is not well-formed XML at line {line} ({reason}): export it from TallyPrime again',
    params: { line: 'count', reason: 'text' },
  },
  'import.tally.doctype': {
    en: 'The file declares a DOCTYPE, which a TallyPrime export never does: it is not read (its entities could grow without end or read other files)',
  },
  'import.tally.noStockItems': {
    en: 'The file has no stock items: export the masters from TallyPrime with its stock items',
  },
  'import.tally.mappingKey': {
    en: '"{key}" is not a godown: a Tally import maps "godown:" and a Tally godown\'s name to an inventory\'s name',
    params: { key: 'text' },
  },
  'import.tally.noTemplate': { en: 'A Tally import reads the XML TallyPrime exports: it has no template' },
  'import.tally.itemTooLarge': {
    en: 'This stock item holds more than {max} elements: it is not read',
    params: { max: 'count' },
  },
  'import.tally.noName': { en: 'The stock item has no name' },
  'import.tally.unitUnknown': {
    en: 'Unit "{unit}" is not a GST unit: give it its GST unit (UQC) in Tally\'s unit master, or name it by a GST unit code such as NOS, PCS, KGS or BOX',
    params: { unit: 'text' },
  },
  'import.tally.quantityUnreadable': {
    en: 'The opening balance "{text}" is not a quantity',
    params: { text: 'text' },
  },
  'import.tally.wholeUnits': {
    en: 'Godown counts whole units: the opening balance "{text}" is not a whole number',
    params: { text: 'text' },
  },
  'import.tally.belowZero': {
    en: 'The opening balance "{text}" is below zero: an inventory holds no negative stock',
    params: { text: 'text' },
  },
  'import.tally.godownUnknown': {
    en: 'Godown "{godown}" is not an inventory here: create it, rename an inventory to it, or choose the inventory its stock goes to',
    params: { godown: 'text' },
  },
  'import.tally.dateUnreadable': {
    en: 'Batch "{batch}": "{text}" is not a date (Tally writes 20260401 or 1-Apr-2026)',
    params: { batch: 'text', text: 'text' },
  },
  'import.tally.expiryUnreadable': {
    en: 'Batch "{batch}": the expiry "{text}" is neither a date nor a period after its manufacturing date',
    params: { batch: 'text', text: 'text' },
  },
  'import.tally.sameSku': {
    en: 'Gets the SKU "{sku}" of stock item {row} too: give one of them another alias in Tally',
    params: { sku: 'text', row: 'count' },
  },
  // The exports' queries (export-schemas.ts).
  'export.format': { en: 'Format must be csv or xlsx' },
  'export.inventoryId': { en: 'Inventory must be an id' },
  'export.productId': { en: 'Product must be an id' },
  'export.scope': { en: 'Scope must be stock or placement' },
  'export.reasonOneOf': { en: 'Reason must be one of {reasons}', params: { reasons: 'text' } },
  'export.dateRange': { en: 'The from date must not be after the to date' },
  // The reports (REPORT_MESSAGES, REPORT_DESCRIPTIONS, MOVEMENT_SCOPE_NOTES).
  'report.format': { en: 'Format must be json, xlsx or pdf' },
  'report.futureAsOf': { en: 'The as-of date cannot be in the future' },
  'report.futureTo': { en: 'The end date cannot be in the future' },
  'report.fromAfterTo': { en: 'The start date must be on or before the end date' },
  'report.rangeTooLong': { en: 'The dates can be at most {max} days apart', params: { max: 'count' } },
  'report.days': { en: 'Days must be 30, 60 or 90' },
  'report.inventoryId': { en: 'Inventory must be an inventory id' },
  'report.pricesNote': { en: "Values are at today's prices: a product's price has no history." },
  'report.description.valuation': {
    en: 'Units and their value per warehouse and category, today or as of a past date.',
  },
  'report.description.movements': {
    en: 'Opening, in, out, transfers and closing units of every product between two dates.',
  },
  'report.description.expiring': {
    en: 'Batches expiring within 30, 60 or 90 days, and those already expired, with the value at risk.',
  },
  'report.scopeNote.company': {
    en: 'Company-wide: Closing = Opening + In - Out + Other. Transfers move units between warehouses and change no company total; they are shown for information.',
  },
  'report.scopeNote.inventory': {
    en: 'One warehouse: Closing = Opening + In - Out + Transfers in - Transfers out + Other.',
  },
  // The export to Tally (tally.ts).
  'tally.fromRequired': { en: 'Give the first day of the vouchers as from, like 2026-04-01' },
  'tally.toRequired': { en: 'Give the last day of the vouchers as to, like 2027-03-31' },
  'tally.date': { en: 'A day is written YYYY-MM-DD and must be on the calendar, like 2026-04-01' },
  'tally.fromAfterTo': {
    en: 'The first day ({from}) comes after the last ({to})',
    params: { from: 'date', to: 'date' },
  },
  'tally.rangeTooLong': {
    en: 'One file carries at most a year of vouchers: from {from} the last day is {last}',
    params: { from: 'date', last: 'date' },
  },
  // The charts (CHART_MESSAGES).
  'chart.days': {
    en: 'Days must be a whole number from {min} to {max}',
    params: { min: 'number', max: 'number' },
  },
});
