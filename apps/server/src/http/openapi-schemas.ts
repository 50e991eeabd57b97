import { globalRegistry, type ZodType } from 'zod';
import * as shared from '@godown/shared';

// The API document's named schemas (its components): the shared zod schemas of the resources the
// operations answer and take, so a generated client has one type per resource. Registered by
// instance in zod's global registry, which the document's transform reads (http/openapi.ts); the
// response serializer ignores the names (plugins/serializer.ts).

/**
 * Schema → component name. An input use of one is named `<name>Input` by the transform. Query and
 * path schemas stay unnamed: the document lists their fields as parameters.
 */
const NAMED: [ZodType, string][] = [
  [shared.zErrorBodySchema, 'Error'],
  [shared.zErrorDetailSchema, 'ErrorDetail'],
  [shared.zGeoPointSchema, 'GeoPoint'],
  [shared.zAddressAnswerSchema, 'Address'],
  [shared.zUserSchema, 'User'],
  [shared.zUserSummarySchema, 'UserSummary'],
  [shared.zProductSchema, 'Product'],
  [shared.zBatchSchema, 'Batch'],
  [shared.zProductBatchSchema, 'ProductBatch'],
  [shared.zStockMovementSchema, 'StockMovement'],
  [shared.zTaxRateSchema, 'TaxRate'],
  [shared.zInventorySummarySchema, 'InventorySummary'],
  [shared.zInventoryDetailSchema, 'Inventory'],
  [shared.zPlacementSchema, 'Placement'],
  [shared.zStorageSchema, 'StorageUnit'],
  [shared.zCountSchema, 'Count'],
  [shared.zCountLineSchema, 'CountLine'],
  [shared.zCountDetailSchema, 'CountDetail'],
  [shared.zTransportSchema, 'Transport'],
  [shared.zTransportDetailSchema, 'TransportDetail'],
  [shared.zTransportLineSchema, 'TransportLine'],
  [shared.zDeliveryProofSchema, 'DeliveryProof'],
  [shared.zTransferPaperworkSchema, 'TransferPaperwork'],
  [shared.zEwayBillSchema, 'EwayBill'],
  [shared.zEwayBillVehicleSchema, 'EwayBillVehicle'],
  [shared.zEwayBillStatusSchema, 'EwayBillStatus'],
  [shared.zAlertSchema, 'Alert'],
  [shared.zAuditEntrySchema, 'AuditEntry'],
  [shared.zDashboardSummarySchema, 'DashboardSummary'],
  [shared.zWageRecordSchema, 'WageRecord'],
  [shared.zImportReportSchema, 'ImportReport'],
  [shared.zPurchaseOrderSummarySchema, 'PurchaseOrderSummary'],
  [shared.zPurchaseOrderSchema, 'PurchaseOrder'],
  [shared.zPurchaseOrderLineSchema, 'PurchaseOrderLine'],
  [shared.zCustomerSchema, 'Customer'],
  [shared.zSalesOrderSummarySchema, 'SalesOrderSummary'],
  [shared.zSalesOrderSchema, 'SalesOrder'],
  [shared.zSalesOrderLineSchema, 'SalesOrderLine'],
  [shared.zAllocationSchema, 'Allocation'],
  [shared.zShipmentSummarySchema, 'ShipmentSummary'],
  [shared.zSalesReturnSchema, 'SalesReturn'],
  [shared.zCounterSaleSchema, 'CounterSale'],
  [shared.zCompanySettingsSchema, 'CompanySettings'],
  [shared.zRegistrationSchema, 'GstRegistration'],
  [shared.zInvoiceSummarySchema, 'InvoiceSummary'],
  [shared.zInvoiceSchema, 'Invoice'],
  [shared.zInvoiceLineSchema, 'InvoiceLine'],
  [shared.zInvoiceSellerSchema, 'InvoiceSeller'],
  [shared.zInvoiceBuyerSchema, 'InvoiceBuyer'],
  [shared.zBillableShipmentSchema, 'BillableShipment'],
  [shared.zNoteSchema, 'InvoiceNote'],
  [shared.zNoteLineSchema, 'InvoiceNoteLine'],
  [shared.zReceiptSchema, 'Receipt'],
  [shared.zLedgerSchema, 'CustomerLedger'],
  [shared.zAgeingSchema, 'Ageing'],
  [shared.zEinvoiceRecordSchema, 'EinvoiceRecord'],
  [shared.zEinvoiceRowSchema, 'EinvoiceRow'],
];

/** Names the schemas in zod's global registry (once: a second call changes nothing). */
export function nameOpenapiSchemas(): void {
  for (const [schema, id] of NAMED) {
    const meta = globalRegistry.get(schema);
    if (meta?.id === id) continue;
    globalRegistry.add(schema, { ...meta, id });
  }
}
