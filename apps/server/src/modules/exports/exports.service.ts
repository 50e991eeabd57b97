import type { Readable } from 'node:stream';
import {
  EXPORT_KIND_LABELS,
  FILE_CONTENT_TYPES,
  exportFileName,
  type ExportKind,
  type FileFormat,
  type TExportQuery,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { ExportViewer } from './export-queries.js';
import { salesOrderSheet } from './sales-order-sheet.js';
import { openSheetStream, type SheetColumn, type SheetRow } from './spreadsheet-stream.js';
import {
  alertSheet,
  inventorySheet,
  movementSheet,
  placementSheet,
  productSheet,
  purchaseOrderSheet,
  customerSheet,
  storageSheet,
  transportSheet,
  userSheet,
  wageSheet,
  type ExportSheet,
} from './export-sheets.js';

// Every list screen as a file (docs/domain.md#exports): the sheet of the kind asked for
// (export-sheets.ts), streamed as CSV or .xlsx (spreadsheet-stream.ts).

/** An export asked for: a kind and its query, as its route's schema read it. */
export type ExportRequest = { [K in ExportKind]: { kind: K; query: TExportQuery<K> } }[ExportKind];

/** A sheet past the point where its row type matters: its columns, and its rows as cells. */
interface OpenSheet {
  columns: readonly SheetColumn[];
  cells: AsyncIterable<SheetRow[]>;
}

function opened<Row>(sheet: ExportSheet<Row>): OpenSheet {
  return {
    columns: sheet.columns,
    cells: (async function* () {
      for await (const rows of sheet.chunks) {
        yield rows.map((row) => sheet.columns.map((column) => column.value(row)));
      }
    })(),
  };
}

/**
 * The sheet of a request. The routes let only signed-in users ask for the kinds that need one, so a
 * missing viewer there is a programming mistake, not a request to answer.
 */
async function sheetOf(db: Db, request: ExportRequest, viewer: ExportViewer | null): Promise<OpenSheet> {
  const signedIn = () => {
    if (!viewer) throw new Error(`The ${request.kind} export needs a signed-in user`);
    return viewer;
  };
  switch (request.kind) {
    case 'products':
      return opened(productSheet(db, request.query, viewer));
    case 'inventories':
      return opened(inventorySheet(db, request.query));
    case 'inventory-products':
      return opened(await placementSheet(db, request.query));
    case 'storage-units':
      return opened(storageSheet(db, request.query));
    case 'transports':
      return opened(transportSheet(db, request.query, signedIn()));
    case 'alerts':
      return opened(alertSheet(db, request.query));
    case 'users':
      return opened(userSheet(db, request.query));
    case 'wages':
      return opened(wageSheet(db, request.query, signedIn()));
    case 'purchase-orders':
      return opened(purchaseOrderSheet(db, request.query, signedIn()));
    case 'movements':
      return opened(await movementSheet(db, request.query));
    case 'customers':
      return opened(customerSheet(db, request.query));
    case 'sales-orders':
      return opened(salesOrderSheet(db, request.query));
  }
}

export interface ExportFile {
  stream: Readable;
  fileName: string;
  contentType: string;
}

/**
 * Opens the file of an export: unknown records are refused (404) and the first chunk is read
 * before anything is sent; the rest streams. `onError` hears of a failure after the file has begun.
 */
export async function openExport(
  db: Db,
  request: ExportRequest,
  viewer: ExportViewer | null,
  onError: (error: unknown) => void,
): Promise<ExportFile> {
  const format: FileFormat = request.query.format;
  const sheet = await sheetOf(db, request, viewer);
  const stream = await openSheetStream(sheet.cells[Symbol.asyncIterator](), {
    format,
    columns: sheet.columns,
    sheetName: EXPORT_KIND_LABELS[request.kind],
    onError,
  });
  return {
    stream,
    fileName: exportFileName(request.kind, format),
    contentType: FILE_CONTENT_TYPES[format],
  };
}
