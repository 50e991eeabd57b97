import {
  ACCESS_MESSAGES,
  ALERT_MESSAGES,
  BARCODE_MESSAGES,
  BATCH_MESSAGES,
  CHART_LIMITS,
  CHART_MESSAGES,
  COUNT_MESSAGES,
  COUNT_STATUS_LABELS,
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES,
  EXPORT_MESSAGES,
  IMPORT_KIND_LABELS,
  INVENTORY_MESSAGES,
  LABEL_LAYOUTS,
  LABEL_LIMITS,
  LABEL_MESSAGES,
  MOVEMENT_SCOPE_NOTES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  PRODUCT_MESSAGES,
  PURCHASE_ORDER_LIMITS,
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_STATUS_LABELS,
  REPORT_DESCRIPTIONS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  SCAN_CODE_MAX,
  STORAGE_MESSAGES,
  TRANSPORT_LIMITS,
  TRANSPORT_MESSAGES,
  TRANSPORT_STATUS_LABELS,
  USER_ADMIN_MESSAGES,
  USER_MESSAGES,
  WAGE_MESSAGES,
} from '@godown/shared';
import { m } from '../paraglide/messages.js';
import { appLocale } from './i18n';

// The current-language version of the fixed English texts that reach the screens from elsewhere: the
// `*_MESSAGES` and validation messages of @godown/shared, and the server's refusals (its error
// envelope's message and details). Fixed texts are looked up whole; texts with a name or a number
// inside are matched by an ordered list of patterns. The app reaches them through lib/localize.ts,
// which loads this module only for a page that is not in English.

type Text = () => string;
/** Makes the text of a pattern's match from its groups (in order); undefined lets the next one try. */
type Render = (...groups: string[]) => string | undefined;

/** The fixed English texts and their messages; the English message says exactly the key. */
export function fixedTextEntries(): ReadonlyArray<readonly [string, Text]> {
  return [...sentenceEntries(), ...fieldNameEntries()];
}

function sentenceEntries(): ReadonlyArray<readonly [string, Text]> {
  const kilobytes = `${Math.round(DELIVERY_LIMITS.signatureMaxBytes / 1024)} KB`;
  const megabytes = `${Math.round((DELIVERY_LIMITS.photoMaxBytes / (1024 * 1024)) * 10) / 10} MB`;
  return [
    // @godown/shared: the rules' messages, which the forms and the server both say
    [ALERT_MESSAGES.typeRequired, m.shared_type_required],
    [ALERT_MESSAGES.messageRequired, m.shared_message_required],
    [ALERT_MESSAGES.targetIdRequired, m.shared_target_id_required],
    [ALERT_MESSAGES.triggeredOn, m.shared_triggered_on_date],
    [ALERT_MESSAGES.triggeredOnFuture, m.shared_triggered_on_future],
    [ALERT_MESSAGES.noChanges, m.shared_no_changes_to_save],
    [ALERT_MESSAGES.openDuplicate, m.shared_alert_open_duplicate],
    [BARCODE_MESSAGES.gtinShape, m.shared_barcode_shape],
    [BATCH_MESSAGES.codeRequired, m.shared_batch_code_required],
    [BATCH_MESSAGES.batchRequired, m.shared_batch_must_be_id],
    [BATCH_MESSAGES.batchesExceedLine, m.shared_batches_exceed_line],
    [BATCH_MESSAGES.duplicateBatch, m.shared_batch_duplicate],
    [BATCH_MESSAGES.overrideReason, m.shared_batch_override_reason],
    [
      CHART_MESSAGES.days,
      () =>
        m.shared_chart_days({
          min: String(CHART_LIMITS.historyDaysMin),
          max: String(CHART_LIMITS.historyDaysMax),
        }),
    ],
    [COUNT_MESSAGES.categoryRequired, m.shared_count_category_required],
    [COUNT_MESSAGES.storageUnitRequired, m.shared_count_storage_unit_required],
    [COUNT_MESSAGES.quantityZero, m.shared_count_quantity_zero],
    [COUNT_MESSAGES.belowZero, m.shared_count_below_zero],
    [DELIVERY_MESSAGES.photoRequired, m.shared_delivery_photo_required],
    [DELIVERY_MESSAGES.photoType, m.shared_delivery_photo_type],
    [DELIVERY_MESSAGES.photoTooLarge, () => m.shared_delivery_photo_too_large({ size: megabytes })],
    [DELIVERY_MESSAGES.signatureType, m.shared_delivery_signature_type],
    [DELIVERY_MESSAGES.signatureTooLarge, () => m.shared_delivery_signature_too_large({ size: kilobytes })],
    [DELIVERY_MESSAGES.receiverRequired, m.shared_delivery_receiver_required],
    [DELIVERY_MESSAGES.notInTransit, m.shared_delivery_not_in_transit],
    [DELIVERY_MESSAGES.shareOnlyInTransit, m.shared_delivery_share_only_in_transit],
    [DELIVERY_MESSAGES.driverDeliversWithProof, m.shared_delivery_driver_delivers_with_proof],
    [DELIVERY_MESSAGES.driverChangesOnly, m.shared_delivery_driver_changes_only],
    [DELIVERY_MESSAGES.driverCannotCreate, m.shared_delivery_driver_cannot_create],
    [DELIVERY_MESSAGES.noProof, m.shared_delivery_no_proof],
    [EXPORT_MESSAGES.dateRange, m.shared_export_date_range],
    [INVENTORY_MESSAGES.nameRequired, m.shared_name_required],
    [INVENTORY_MESSAGES.locationRequired, m.shared_location_required],
    [INVENTORY_MESSAGES.deleteConfirm, m.shared_inventory_delete_confirm],
    [INVENTORY_MESSAGES.productRequired, m.shared_product_required],
    [INVENTORY_MESSAGES.quantityMin, m.shared_quantity_min_one],
    [LABEL_MESSAGES.nothing, m.shared_label_nothing],
    [
      LABEL_MESSAGES.tooMany,
      () => m.shared_label_too_many({ max: LABEL_LIMITS.labelsMax.toLocaleString('en-IN') }),
    ],
    [PRODUCT_MESSAGES.nameRequired, m.shared_product_name_required],
    [PRODUCT_MESSAGES.expiryBeforeMfg, m.shared_expiry_before_mfg],
    [PRODUCT_MESSAGES.date, m.shared_date_format],
    [PRODUCT_MESSAGES.notNegative, m.shared_not_negative],
    [PRODUCT_MESSAGES.wholeNumber, m.shared_whole_number],
    [PRODUCT_MESSAGES.hsnCode, m.shared_hsn_code],
    [PURCHASE_ORDER_MESSAGES.supplierRequired, m.shared_supplier_must_be_id],
    [PURCHASE_ORDER_MESSAGES.inventoryRequired, m.shared_destination_inventory_must_be_id],
    [PURCHASE_ORDER_MESSAGES.productRequired, m.shared_product_required],
    [PURCHASE_ORDER_MESSAGES.linesRequired, m.shared_purchase_order_lines_required],
    [
      PURCHASE_ORDER_MESSAGES.tooManyLines,
      () => m.shared_purchase_order_too_many_lines({ max: String(PURCHASE_ORDER_LIMITS.linesMax) }),
    ],
    [PURCHASE_ORDER_MESSAGES.duplicateLine, m.shared_duplicate_product_line],
    [PURCHASE_ORDER_MESSAGES.confirmedDate, m.shared_purchase_order_confirmed_date],
    [REPORT_MESSAGES.format, m.shared_report_format],
    [REPORT_MESSAGES.futureAsOf, m.shared_report_future_as_of],
    [REPORT_MESSAGES.futureTo, m.shared_report_future_to],
    [REPORT_MESSAGES.fromAfterTo, m.shared_report_from_after_to],
    [
      REPORT_MESSAGES.rangeTooLong,
      () => m.shared_report_range_too_long({ max: String(REPORT_LIMITS.movementDaysMax) }),
    ],
    [REPORT_MESSAGES.days, m.shared_report_days],
    [REPORT_MESSAGES.inventory, m.shared_inventory_must_be_id],
    [REPORT_MESSAGES.pricesNote, m.shared_report_prices_note],
    [STORAGE_MESSAGES.locationIdRequired, m.shared_location_id_required],
    [STORAGE_MESSAGES.inventoryRequired, m.shared_inventory_required],
    [STORAGE_MESSAGES.temperatureOrder, m.shared_temperature_order],
    [STORAGE_MESSAGES.overWeight, m.shared_storage_over_weight],
    [STORAGE_MESSAGES.overVolume, m.shared_storage_over_volume],
    [TRANSPORT_MESSAGES.packageIdRequired, m.shared_package_id_required],
    [TRANSPORT_MESSAGES.statusRequired, m.shared_status_required],
    [TRANSPORT_MESSAGES.productRequired, m.shared_product_required],
    [TRANSPORT_MESSAGES.quantityMin, m.shared_quantity_min_one],
    [TRANSPORT_MESSAGES.duplicateLine, m.shared_duplicate_product_line],
    [TRANSPORT_MESSAGES.eta, m.shared_transport_eta],
    [TRANSPORT_MESSAGES.sameInventory, m.shared_transport_same_inventory],
    [TRANSPORT_MESSAGES.transferNeedsLines, m.shared_transport_transfer_needs_lines],
    [
      TRANSPORT_MESSAGES.tooManyLines,
      () => m.shared_transport_too_many_lines({ max: String(TRANSPORT_LIMITS.linesMax) }),
    ],
    [TRANSPORT_MESSAGES.cancelConfirm, m.shared_transport_cancel_confirm],
    [USER_ADMIN_MESSAGES.noChanges, m.shared_no_changes_to_save],
    [USER_ADMIN_MESSAGES.ownRole, m.shared_user_own_role],
    [USER_ADMIN_MESSAGES.ownActive, m.shared_user_own_active],
    [USER_ADMIN_MESSAGES.otherAdminActive, m.shared_user_other_admin_active],
    [USER_ADMIN_MESSAGES.otherAdminRole, m.shared_user_other_admin_role],
    [USER_ADMIN_MESSAGES.deleteAdmin, m.shared_user_delete_admin],
    [USER_ADMIN_MESSAGES.deleteSelf, m.shared_user_delete_self],
    [USER_ADMIN_MESSAGES.oneTimePasswordSelf, m.shared_user_one_time_password_self],
    [USER_ADMIN_MESSAGES.oneTimePasswordAdmin, m.shared_user_one_time_password_admin],
    [USER_ADMIN_MESSAGES.deleteConfirm, m.shared_user_delete_confirm],
    [
      USER_MESSAGES.name,
      () => m.shared_user_name_length({ min: String(NAME_MIN_LENGTH), max: String(NAME_MAX_LENGTH) }),
    ],
    [USER_MESSAGES.phone, () => m.shared_user_phone_length({ length: String(PHONE_LENGTH) })],
    [USER_MESSAGES.email, m.shared_user_email],
    [
      USER_MESSAGES.password,
      () =>
        m.shared_user_password_length({ min: String(PASSWORD_MIN_LENGTH), max: String(PASSWORD_MAX_LENGTH) }),
    ],
    [USER_MESSAGES.passwordRequired, m.shared_password_required],
    [USER_MESSAGES.contactRequired, m.shared_contact_required],
    [USER_MESSAGES.passwordsDoNotMatch, m.shared_passwords_do_not_match],
    [USER_MESSAGES.noChanges, m.shared_no_changes_to_update],
    [USER_MESSAGES.currentPasswordRequired, m.shared_current_password_required],
    [WAGE_MESSAGES.userRequired, m.shared_user_required],
    [WAGE_MESSAGES.month, m.shared_wage_month],
    [WAGE_MESSAGES.noChanges, m.shared_no_changes_to_save],
    // @godown/shared: the schemas' own messages and the expiry words
    ['Must be true or false', m.shared_true_or_false],
    ['Not a valid id', m.shared_not_valid_id],
    ['Barcode must be text', m.shared_barcode_text],
    ['Quantity is too large', m.shared_quantity_too_large],
    ['Quantity is too small', m.shared_quantity_too_small],
    ['At most 100 batches on a line', m.shared_batches_on_line_max],
    ['Product is required (its id or SKU)', m.shared_product_required_id_or_sku],
    ['Scope must be inventory, category or storageUnit', m.shared_count_scope_invalid],
    ['Storage unit must be an id', m.shared_storage_unit_must_be_id],
    ['A category belongs to a count of one category', m.shared_count_category_scope],
    ['A storage unit belongs to a count of one storage unit', m.shared_count_storage_unit_scope],
    ['Product must be a product id', m.shared_product_must_be_product_id],
    ['Mode must be add or set', m.shared_count_mode_invalid],
    ['Give the batch id or the batch, not both', m.shared_batch_id_or_batch],
    ['Uncounted must be skip or zero', m.shared_count_uncounted_invalid],
    ['Status must be open, posted or cancelled', m.shared_count_status_invalid],
    ['Passwords must be one-time or none', m.shared_passwords_option_invalid],
    ['Format must be csv or xlsx', m.shared_file_format_invalid],
    ['Inventory must be an id', m.shared_inventory_must_be_an_id],
    ['Product must be an id', m.shared_product_must_be_an_id],
    ['Scope must be stock or placement', m.shared_movement_scope_invalid],
    ['Order must be asc or desc', m.shared_sort_order_invalid],
    ['A location must be a GeoJSON Point', m.shared_location_geojson],
    ['Coordinates must be [longitude, latitude]', m.shared_coordinates_shape],
    ['Purchase order must be an id', m.shared_purchase_order_must_be_id],
    ['Give exactly one of products, an inventory or a purchase order', m.shared_label_exactly_one_source],
    ['Give storage units or inventories', m.shared_label_storage_or_inventories],
    ['Date must be between the years 1900 and 2200', m.shared_date_years],
    ['ETA must be between the years 1900 and 2200', m.shared_eta_years],
    ['HSN code must be text', m.shared_hsn_code_text],
    ['Set a reorder quantity or an order-up-to level, not both', m.shared_reorder_quantity_or_order_up_to],
    ['A new purchase order is a draft or sent', m.shared_purchase_order_new_status],
    ['Receive at least one line', m.shared_receive_at_least_one_line],
    ['Too many receipt lines', m.shared_too_many_receipt_lines],
    ['A product and batch may appear only once in a receipt', m.shared_receipt_duplicate_line],
    ['Scan a code', m.shared_scan_a_code],
    [
      `A code is at most ${SCAN_CODE_MAX} characters`,
      () => m.shared_scan_code_too_long({ max: String(SCAN_CODE_MAX) }),
    ],
    ['A code must not contain NUL characters', m.shared_scan_code_nul],
    ['Move the units somewhere else than where they are', m.shared_move_somewhere_else],
    ['Password is too long', m.shared_password_too_long],
    ['Give either an email address or a phone number', m.shared_email_or_phone],
    ['Assigned driver must be a user id', m.shared_assigned_driver_must_be_id],
    ['Source inventory must be an inventory id', m.shared_source_inventory_must_be_id],
    ['Hours, rate, extra shift and shift can be given only with a userId', m.shared_wage_fields_need_user],
    ['Not a valid user id', m.shared_not_valid_user_id],
    [REPORT_DESCRIPTIONS.valuation, m.shared_report_description_valuation],
    [REPORT_DESCRIPTIONS.movements, m.shared_report_description_movements],
    [REPORT_DESCRIPTIONS.expiring, m.shared_report_description_expiring],
    [MOVEMENT_SCOPE_NOTES.company, m.shared_movement_note_company],
    [MOVEMENT_SCOPE_NOTES.inventory, m.shared_movement_note_inventory],
    [LABEL_LAYOUTS['thermal-50x25'].title, m.shared_label_layout_thermal],
    // The hints of the import's columns (IMPORT_COLUMNS)
    ['Unique code; an import finds the product by it', m.shared_column_hint_sku],
    ['Company-wide units on hand', m.shared_column_hint_quantity],
    ["The supplier's email or phone number, as they sign in", m.shared_column_hint_supplier],
    ['The EAN, UPC or GTIN printed on the goods (8, 12, 13 or 14 digits)', m.shared_column_hint_barcode],
    ['An import finds the inventory by it', m.shared_column_hint_inventory_name],
    ["The inventory's name", m.shared_column_hint_inventory],
    ['Units the inventory holds (of this batch, when one is given)', m.shared_column_hint_stock_quantity],
    ['user, staff, supplier, driver or admin', m.shared_column_hint_role],
    ['No expiry date', m.shared_no_expiry_date],
    ['Expires today', m.shared_expires_today],
    // The server's refusals and answers
    ['You do not have permission to do this', m.shared_no_permission],
    ['Authentication required', m.shared_authentication_required],
    ['Alert not found', m.shared_alert_not_found],
    ['Inventory not found', m.shared_inventory_not_found],
    ['Product not found', m.shared_product_not_found],
    ['Count not found', m.shared_count_not_found],
    ['Batch not found', m.shared_batch_not_found],
    ['Count line not found', m.shared_count_line_not_found],
    ['Purchase order not found', m.shared_purchase_order_not_found],
    ['Storage unit not found', m.shared_storage_unit_not_found],
    ['Transport not found', m.shared_transport_not_found],
    ['Proof of delivery not found', m.shared_proof_of_delivery_not_found],
    ['Signature not found', m.shared_signature_not_found],
    ['User not found', m.shared_user_not_found],
    ['Wage record not found', m.shared_wage_record_not_found],
    ['Source inventory not found', m.shared_source_inventory_not_found],
    ['Destination inventory not found', m.shared_destination_inventory_not_found],
    ['The database is not reachable', m.shared_database_not_reachable],
    ['Send the file as multipart/form-data, in a part named "file"', m.shared_import_send_multipart],
    ['Send one file, in a part named "file"', m.shared_import_send_one_file],
    ['The mapping must be JSON: an object of column to header', m.shared_import_mapping_json],
    ['The mapping must be an object of column to header', m.shared_import_mapping_object],
    ['Choose a file to import: a part named "file" is missing', m.shared_import_choose_file],
    ['The import failed: nothing was written. Please try again.', m.shared_import_failed],
    ['The file has no rows: the first row must name the columns', m.shared_import_no_rows],
    ['Unknown column', m.shared_import_unknown_column],
    ['Not in the file', m.shared_import_not_in_file],
    ['Mapped twice', m.shared_import_mapped_twice],
    ['Give the minimum and maximum temperature together', m.shared_import_temperature_together],
    ['Give length, width and height together', m.shared_import_dimensions_together],
    ['Give the supplier latitude and longitude together', m.shared_import_supplier_location_together],
    ['The file is empty', m.shared_import_file_empty],
    [
      'Excel 97-2003 (.xls) files cannot be read: save the sheet as .xlsx or CSV and try again',
      m.shared_import_xls_unsupported,
    ],
    ['This file is not a CSV text file or an Excel .xlsx workbook', m.shared_import_not_csv_or_xlsx],
    ['This file is not an Excel .xlsx workbook', m.shared_import_not_xlsx],
    [
      'This workbook unpacks to more data than an import accepts: save the sheet as CSV, or split it',
      m.shared_import_workbook_too_big,
    ],
    [
      'This Excel workbook could not be read: open it in Excel, save it as .xlsx and try again',
      m.shared_import_workbook_unreadable,
    ],
    ['Dates belong to a batch: give its batch code too', m.shared_import_dates_need_batch],
    ['Not enough room', m.shared_import_not_enough_room],
    ['Give an email or a phone number: it is how the user signs in', m.shared_import_email_or_phone],
    ['The email and the phone number belong to two different users', m.shared_import_contact_two_users],
    ['Inventory deleted', m.shared_stock_movement_inventory_deleted],
    ['Product removed from inventory', m.shared_product_removed_from_inventory],
    ['Product deleted', m.shared_product_deleted],
    ['Storage unit deleted', m.shared_storage_unit_deleted],
    ['Transport deleted', m.shared_transport_deleted],
    ['User deleted', m.shared_user_deleted],
    ['Logged out', m.shared_logged_out],
    ['Password updated successfully', m.shared_password_updated],
    ['Another product already has this barcode', m.shared_barcode_taken],
    ['Supplier must be an existing user', m.shared_supplier_must_exist],
    ['Unknown user', m.shared_unknown_user],
    ['This product is on a transport or order and cannot be deleted', m.shared_product_in_use],
    ['Unknown product', m.shared_unknown_product],
    ['A line names an unknown product', m.shared_line_unknown_product],
    ['A line names a product this order does not have', m.shared_line_product_not_on_order],
    ['Not on this purchase order', m.shared_not_on_purchase_order],
    ['A receipt line names a product this order does not have', m.shared_receipt_line_product_not_on_order],
    [
      'The inventory does not hold these units by batch; reload and try again',
      m.shared_batch_not_held_by_batch,
    ],
    ['Unknown inventory', m.shared_unknown_inventory],
    [
      'Send the proof as multipart/form-data: receiverName, photo and optionally signature',
      m.shared_proof_send_multipart,
    ],
    ['Invalid proof of delivery', m.shared_proof_invalid],
    ['Assigned driver must be an existing user', m.shared_driver_must_exist],
    ['A product line names an unknown product', m.shared_product_line_unknown_product],
    ['Product lines name unknown products', m.shared_product_lines_unknown_products],
    ['Not a batch of this product', m.shared_not_batch_of_product],
    ['A product line names a batch that is not one of its product', m.shared_product_line_foreign_batch],
    ['Same as the source inventory', m.shared_same_as_source_inventory],
    ['Add a product line', m.shared_add_product_line],
    [
      'A product, inventory or driver this transport names was just deleted. Reload and try again.',
      m.shared_transport_reference_deleted,
    ],
    ['Only an admin can dispatch units of expired batches', m.shared_expired_dispatch_admin_only],
    ['Too many registrations from this address. Try again in a minute.', m.shared_too_many_registrations],
    ['An account with this email already exists', m.shared_email_taken],
    ['An account with this phone number already exists', m.shared_phone_taken],
    [
      'Admin sign-up is closed because an admin already exists. Register with another role and ask an admin for access.',
      m.shared_admin_signup_closed,
    ],
    ['Invalid email/phone or password', m.shared_invalid_credentials],
    ['This account is deactivated. Ask an admin to reactivate it.', m.shared_account_deactivated_ask_admin],
    ['Too many failed login attempts. Try again in a minute.', m.shared_too_many_logins],
    [
      'Too many location shares for this delivery from your account. Try again in a minute.',
      m.shared_too_many_location_shares,
    ],
    [ACCESS_MESSAGES.outsider, m.shared_access_outsider],
    [ACCESS_MESSAGES.ownProductsOnly, m.shared_access_own_products_only],
    [ACCESS_MESSAGES.supplierFields, m.shared_access_supplier_fields],
    [ACCESS_MESSAGES.awaitingApproval, m.shared_access_awaiting_approval],
    [ACCESS_MESSAGES.notAwaiting, m.shared_access_not_awaiting],
    ['Keep an email address or a phone number to sign in with', m.shared_keep_contact],
    ['Current password is incorrect', m.shared_current_password_incorrect],
    ['The month has not begun', m.shared_wage_month_not_begun],
    ['Required for a month without a record', m.shared_wage_required_without_record],
    [
      'You signed in with a one-time password: choose a new password first (Profile, Change password)',
      m.shared_one_time_password_change,
    ],
    ['The event stream ticket is invalid or has expired: ask for a new one', m.shared_event_ticket_invalid],
    ['Your session has ended. Please log in again.', m.shared_session_ended],
    ['This account is deactivated', m.shared_account_deactivated],
    ['Your session is invalid or has expired. Please log in again.', m.shared_session_invalid],
    ['Invalid value', m.shared_invalid_value],
    ['The request is not valid', m.shared_request_not_valid],
    ['The database is unavailable right now. Please try again shortly.', m.shared_database_unavailable],
    [
      'A value in the request cannot be stored. Check the data and try again.',
      m.shared_value_cannot_be_stored,
    ],
    [
      'The body is not valid JSON, or it holds a key that is never accepted (__proto__, constructor.prototype)',
      m.shared_body_not_json,
    ],
    ['Something went wrong on our side. Please try again.', m.shared_server_error],
    [
      'Send the request body as JSON, with content-type: application/json; this request names no media type',
      m.shared_media_type_missing,
    ],
    ['A value in the request path is too long', m.shared_path_value_too_long],
    ['The request path is not valid: it holds a malformed percent-encoding', m.shared_path_not_valid],
    ["The request's address or headers are too long", m.shared_headers_too_long],
    ['The request is not valid HTTP', m.shared_request_not_http],
    ['Godown is restarting. Please try again in a moment.', m.shared_server_restarting],
    ['Line must be a line number', m.shared_count_line_number],
  ];
}

/**
 * The names of fields, as the rules of @godown/shared name them in their messages, and the headers of
 * the import's columns (IMPORT_COLUMNS), which the import's messages name too.
 */
function fieldNameEntries(): ReadonlyArray<readonly [string, Text]> {
  return [
    ['Batch ID', m.shared_field_batch_id],
    ['Batch code', m.shared_field_batch_code],
    ['Batch', m.shared_field_batch],
    ['Category', m.shared_field_category],
    ['Current volume', m.shared_field_current_volume],
    ['Current weight', m.shared_field_current_weight],
    ['Description', m.shared_field_description],
    ['Expiry warning', m.shared_field_expiry_warning],
    ['Height', m.shared_field_height],
    ['Holding capacity', m.shared_field_holding_capacity],
    ['Hours', m.shared_field_hours],
    ['Lead time', m.shared_field_lead_time],
    ['Length', m.shared_field_length],
    ['Location', m.shared_field_location],
    ['Location ID', m.shared_field_location_id],
    ['Name', m.shared_field_name],
    ['Note', m.shared_field_note],
    ['Notes', m.shared_field_notes],
    ['Order up to', m.shared_field_order_up_to],
    ['Package ID', m.shared_field_package_id],
    ['Price', m.shared_field_price],
    ['Product', m.shared_field_product],
    ['Product name', m.shared_field_product_name],
    ['Quantity', m.shared_field_quantity],
    ['Reason', m.shared_field_reason],
    ['Reorder point', m.shared_field_reorder_point],
    ['Reorder quantity', m.shared_field_reorder_quantity],
    ['Search', m.shared_field_search],
    ['Shelf life', m.shared_field_shelf_life],
    ['Shift', m.shared_field_shift],
    ['Target ID', m.shared_field_target_id],
    ['Threshold limit', m.shared_field_threshold_limit],
    ['Total capacity', m.shared_field_total_capacity],
    ['Total volume', m.shared_field_total_volume],
    ['Transportation cost', m.shared_field_transportation_cost],
    ['Type', m.shared_field_type],
    ['Unit price', m.shared_field_unit_price],
    ['Volume', m.shared_field_volume],
    ['Wage per hour', m.shared_field_wage_per_hour],
    ['Weight', m.shared_field_weight],
    ['Width', m.shared_field_width],
    ['Message', m.shared_field_message],
    ["Receiver's name", m.shared_field_receiver_name],
    ['Longitude', m.shared_field_longitude],
    ['Latitude', m.shared_field_latitude],
    ['Copies', m.shared_field_copies],
    ['Minimum temperature', m.shared_field_minimum_temperature],
    ['Maximum temperature', m.shared_field_maximum_temperature],
    ['Resolved', m.shared_field_resolved],
    ['Active', m.shared_field_active],
    ['Extra shift', m.shared_field_extra_shift],
    ['Show price', m.shared_field_show_price],
    ['Status', m.shared_field_status],
    ['Role', m.shared_field_role],
    ['Kind', m.shared_field_kind],
    ['Priority', m.shared_field_priority],
    ['Transport mode', m.shared_field_transport_mode],
    ['Layout', m.shared_field_layout],
    ['Sort', m.shared_field_sort],
    ['Manufacturing date', m.shared_field_manufacturing_date],
    ['Expiry date', m.shared_field_expiry_date],
    ['Products', m.shared_field_products],
    ['Storage units', m.shared_field_storage_units],
    ['Inventories', m.shared_field_inventories],
    ['SKU, inventory and batch', m.shared_field_sku_inventory_batch],
    ['SKU', m.shared_column_sku],
    ['HSN', m.shared_column_hsn],
    ['Price (₹)', m.shared_column_price],
    ['Weight (kg)', m.shared_column_weight],
    ['Length (cm)', m.shared_column_length],
    ['Width (cm)', m.shared_column_width],
    ['Height (cm)', m.shared_column_height],
    ['Mfg date', m.shared_column_mfg_date],
    ['Shelf life (days)', m.shared_column_shelf_life],
    ['Expiry warning (days)', m.shared_column_expiry_warning],
    ['Lead time (days)', m.shared_column_lead_time],
    ['Supplier', m.shared_column_supplier],
    ['Supplier longitude', m.shared_column_supplier_longitude],
    ['Supplier latitude', m.shared_column_supplier_latitude],
    ['Barcode', m.shared_column_barcode],
    ['Total capacity (kg)', m.shared_column_total_capacity],
    ['Total volume (m³)', m.shared_column_total_volume],
    ['Inventory', m.shared_column_inventory],
    ['Holding capacity (kg)', m.shared_column_holding_capacity],
    ['Volume (m³)', m.shared_column_volume],
    ['Min temperature (°C)', m.shared_column_min_temperature],
    ['Max temperature (°C)', m.shared_column_max_temperature],
    ['Email', m.shared_column_email],
    ['Phone', m.shared_column_phone],
    ['Wage per hour (₹)', m.shared_column_wage_per_hour],
  ];
}

/**
 * The words the server puts inside its messages (nouns, statuses, roles, kinds): their English, as
 * the server and @godown/shared write them, and their message.
 */
function wordEntries(): ReadonlyArray<readonly [string, Text]> {
  const lower = <K extends string>(labels: Readonly<Record<K, string>>, key: K) => labels[key].toLowerCase();
  return [
    ['product', m.shared_noun_product],
    ['alert', m.shared_noun_alert],
    ['products', m.shared_noun_products],
    ['storage units', m.shared_noun_storage_units],
    ['inventories', m.shared_noun_inventories],
    ['inventory', m.shared_noun_inventory],
    ['unit', m.shared_noun_unit],
    ['units', m.shared_noun_units],
    ['is', m.shared_verb_is],
    ['are', m.shared_verb_are],
    ['not set', m.shared_not_set],
    ['another count', m.shared_count_another],
    // The roles, as the server lists them ("admin or staff")
    ['admin', m.shared_role_admin],
    ['staff', m.shared_role_staff],
    ['supplier', m.shared_role_supplier],
    ['driver', m.shared_role_driver],
    // What an import brings in, as the server writes it ("import opening stock")
    [lower(IMPORT_KIND_LABELS, 'opening-stock'), m.shared_import_kind_opening_stock],
    [lower(IMPORT_KIND_LABELS, 'users'), m.shared_import_kind_users],
    // Statuses as the server writes them: lowercased words, or the transport's own code
    [lower(PURCHASE_ORDER_STATUS_LABELS, 'draft'), m.shared_purchase_order_status_draft],
    [lower(PURCHASE_ORDER_STATUS_LABELS, 'sent'), m.shared_purchase_order_status_sent],
    [lower(PURCHASE_ORDER_STATUS_LABELS, 'confirmed'), m.shared_purchase_order_status_confirmed],
    [
      lower(PURCHASE_ORDER_STATUS_LABELS, 'partially_received'),
      m.shared_purchase_order_status_partially_received,
    ],
    [lower(PURCHASE_ORDER_STATUS_LABELS, 'received'), m.shared_purchase_order_status_received],
    [lower(COUNT_STATUS_LABELS, 'open'), m.shared_count_status_open],
    [lower(COUNT_STATUS_LABELS, 'posted'), m.shared_count_status_posted],
    [lower(TRANSPORT_STATUS_LABELS, 'pending'), m.shared_transport_status_pending],
    [lower(TRANSPORT_STATUS_LABELS, 'dispatched'), m.shared_transport_status_dispatched],
    [lower(TRANSPORT_STATUS_LABELS, 'in_transit'), m.shared_transport_status_in_transit],
    ['in_transit', m.shared_transport_status_in_transit],
    [lower(TRANSPORT_STATUS_LABELS, 'delivered'), m.shared_transport_status_delivered],
    [lower(TRANSPORT_STATUS_LABELS, 'cancelled'), m.shared_transport_status_cancelled],
    ['land', m.shared_transport_mode_land],
    ['air', m.shared_transport_mode_air],
    ['ship', m.shared_transport_mode_ship],
  ];
}

let terms: Map<string, Text> | undefined;

/** A word inside a message in the current language (English as it is); an unknown one unchanged. */
function term(word: string): string {
  if (appLocale() === 'en-IN') return word;
  terms ??= new Map([...fieldNameEntries(), ...wordEntries()]);
  return terms.get(word)?.() ?? word;
}

/** "admin or staff" with each role in the current language. */
function roleList(roles: string): string {
  return roles
    .split(' or ')
    .map(term)
    .reduce((first, second) => m.shared_or({ first, second }));
}

/** The units a server message names: "9 units of "Rice"", "12 units of 3 products", ""Rice" (batch B1)". */
function unitsText(text: string): string {
  let match = /^([\d,]+) (units?) of ([\d,]+) products$/.exec(text);
  if (match)
    return m.shared_units_of_products({ units: match[1]!, unitWord: term(match[2]!), products: match[3]! });
  match = /^([\d,]+) (units?) of "(.+)"$/.exec(text);
  if (match)
    return m.shared_units_of_product({ units: match[1]!, unitWord: term(match[2]!), product: match[3]! });
  match = /^"(.+)" \(batch (.+)\)$/.exec(text);
  if (match) return m.shared_units_of_batch({ product: match[1]!, batch: match[2]! });
  return text;
}

/** Where a product's committed units are (the server's `committedUnits`), in the current language. */
function committedText(text: string): string {
  const match =
    /^(?:([\d,]+) units are placed in inventories)?(?: and )?(?:([\d,]+) units are in transit between inventories)?\.( Remove them from the inventories first\.| Wait for the delivery first\.)$/.exec(
      text,
    );
  if (!match || (!match[1] && !match[2])) return text;
  const placed = match[1] ? m.shared_committed_placed({ count: match[1] }) : '';
  const inTransit = match[2] ? m.shared_committed_in_transit({ count: match[2] }) : '';
  const units = placed && inTransit ? m.shared_committed_both({ placed, inTransit }) : placed || inTransit;
  return match[3]!.startsWith(' Remove')
    ? m.shared_committed_remove_first({ units })
    : m.shared_committed_wait_delivery({ units });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern from a shared message function: its English with each argument a group. */
function patternOf(message: (...args: never[]) => string, groups: number, suffix = ''): RegExp {
  const markers = Array.from({ length: groups }, (_, index) => `\u0001${index}\u0001`);
  let source = escapeRegExp((message as (...args: string[]) => string)(...markers));
  for (const marker of markers) source = source.replace(marker, '(.+?)');
  return new RegExp(`^${source}${suffix}$`);
}

/** A field's name, as the rules of @godown/shared and the import start their messages. */
const FIELD = '([^:]{1,60}?)';
const NUMBER = '(-?[\\d,.]+)';

function patternEntries(): ReadonlyArray<readonly [RegExp, Render]> {
  const rule = (source: string) => new RegExp(`^${source}$`);
  return [
    // The server's validation answer: "path.to.field: message"
    [
      /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/,
      (path, message) => {
        const translated = translateText(message);
        return translated === message
          ? undefined
          : m.shared_validation_at_path({ path, message: translated });
      },
    ],
    // The alerts the system raises (modules/alerts/stock-alerts.ts, batch-alerts.ts): their message
    // and description, shown through `systemAlertText` only for system alerts.
    [rule('(.+) is out of stock'), (product) => m.shared_alert_out_of_stock({ product })],
    // The sign-in limits (modules/users/login-limits.ts) say how long to wait, in minutes.
    [
      rule('Too many failed login attempts from your network\\. Try again in (\\d+) minutes?\\.'),
      (minutes) => m.shared_too_many_logins_network({ minutes }),
    ],
    [
      rule(
        'Too many failed login attempts for this account\\. Try again in (\\d+) minutes?, or sign in from another network\\.',
      ),
      (minutes) => m.shared_too_many_logins_guarded({ minutes }),
    ],
    [
      rule('(.+) is low on stock: (\\d+) left'),
      (product, count) => m.shared_alert_low_on_stock({ product, count }),
    ],
    [
      rule('Batch (.+) of (.+) (expired|expires) on (\\d{2} \\w{3} \\d{4})'),
      (code, product, tense, date) =>
        tense === 'expired'
          ? m.shared_alert_batch_expired_on({ code, product, date })
          : m.shared_alert_batch_expires_on({ code, product, date }),
    ],
    [
      rule(
        '(\\d+) units of batch (.+) are past their expiry date\\. Remove them from stock \\(or return them to the supplier\\) to resolve this alert\\.',
      ),
      (units, code) => m.shared_alert_batch_past_expiry({ units, code }),
    ],
    [
      rule(
        '(\\d+) units of batch (.+) expire within (\\d+) days\\. Use or dispatch them first to resolve this alert\\.',
      ),
      (units, code, days) => m.shared_alert_batch_expire_within({ units, code, days }),
    ],
    // Reorder's reasoning for a suggested quantity (modules/purchasing/reorder.service.ts)
    [
      rule("The product's reorder quantity is (\\d+)"),
      (quantity) => m.shared_reorder_fixed_quantity({ quantity }),
    ],
    [
      rule('Order up to (\\d+): (\\d+) on hand(?: and (\\d+) on order)?, so (\\d+) more'),
      (upTo, onHand, onOrder, quantity) =>
        onOrder
          ? m.shared_reorder_up_to_on_order({ upTo, onHand, onOrder, quantity })
          : m.shared_reorder_up_to({ upTo, onHand, quantity }),
    ],
    [
      rule(
        "([\\d.,]+) a day went out over the last (\\d+) days × (\\d+) days' lead time \\+ (\\d+) safety stock − (\\d+) on hand(?: − (\\d+) on order)? = (\\d+)",
      ),
      (daily, days, lead, safety, onHand, onOrder, quantity) =>
        onOrder
          ? m.shared_reorder_from_outflow_on_order({ daily, days, lead, safety, onHand, onOrder, quantity })
          : m.shared_reorder_from_outflow({ daily, days, lead, safety, onHand, quantity }),
    ],
    // @godown/shared: messages with a value inside
    [patternOf(BARCODE_MESSAGES.gtinCheckDigit, 1), (digit) => m.shared_barcode_check_digit({ digit })],
    [
      patternOf(COUNT_MESSAGES.alreadyOpen, 1),
      (number) => m.shared_count_already_open({ number: term(number) }),
    ],
    [
      patternOf(COUNT_MESSAGES.notOpen, 2),
      (number, status) => m.shared_count_not_open({ number, status: term(status) }),
    ],
    [
      patternOf(COUNT_MESSAGES.recount, 1, '(?: \\((.+)\\))?'),
      (product, reason) =>
        m.shared_count_recount({ product }) + (reason ? ` (${translateText(reason)})` : ''),
    ],
    [
      new RegExp(`^(.+) ${escapeRegExp(WAGE_MESSAGES.inactive)}$`),
      (name) => m.shared_wage_user_inactive({ name }),
    ],
    [
      new RegExp(`^${escapeRegExp(WAGE_MESSAGES.noRecord)} (.+): give its hours and wage per hour$`),
      (month) => m.shared_wage_no_record({ month }),
    ],
    [
      new RegExp(`^${escapeRegExp(DELIVERY_MESSAGES.driverChangesOnly)}: (.+) cannot change$`),
      (field) => m.shared_delivery_driver_field_cannot_change({ field }),
    ],
    [
      /^Expired ([\d,]+) (days?) ago$/,
      (days, word) =>
        word === 'day' ? m.shared_expired_days_ago_one({ days }) : m.shared_expired_days_ago_other({ days }),
    ],
    [
      /^([\d,]+) (days?) left$/,
      (days, word) =>
        word === 'day' ? m.shared_days_left_one({ days }) : m.shared_days_left_other({ days }),
    ],
    [
      /^The ETA needs (.+) by (\w+) in (.+) \(([\d,]+) km\/h; at most about ([\d,]+) km\/h is possible\)$/,
      (distance, mode, duration, speed, max) =>
        m.shared_eta_implausible({ distance, mode: term(mode), duration, speed, max }),
    ],
    // The server: records it could not find
    [/^Alert (\S+) not found$/, (id) => m.shared_id_not_found_alert({ id })],
    [/^Product (\S+) not found$/, (id) => m.shared_id_not_found_product({ id })],
    [
      /^Batch "(.+?)" of "(.+)" not found$/,
      (batch, product) => m.shared_batch_of_product_not_found({ batch, product }),
    ],
    [
      /^That batch of "(.+)" in this inventory not found$/,
      (product) => m.shared_batch_not_in_inventory({ product }),
    ],
    [/^"(.+)" in this inventory not found$/, (product) => m.shared_product_not_in_inventory({ product })],
    [/^Route (.+) not found$/, (route) => m.shared_route_not_found({ route })],
    // The server: imports
    [
      rule(`At most ${NUMBER} live-update streams per user: close a tab and try again`),
      (max) => m.shared_live_streams_max({ max }),
    ],
    [
      rule(`The file is larger than ${NUMBER} MB: split it into smaller files`),
      (size) => m.shared_import_file_too_large({ size }),
    ],
    [
      /^Nothing was imported: (?:1 row has|([\d,]+) rows have) problems( \(the first ([\d,]+) are listed\))?\. Fix them, or import with "Skip bad rows"\.$/,
      (rows, listedText, count) => {
        const listed = listedText ? m.shared_import_first_listed({ count: count! }) : '';
        return rows
          ? m.shared_import_nothing_imported_other({ rows, listed })
          : m.shared_import_nothing_imported_one({ listed });
      },
    ],
    [
      rule(`The file has more than ${NUMBER} rows: split it into smaller files`),
      (max) => m.shared_import_too_many_rows({ max }),
    ],
    [rule(`The file has more than ${NUMBER} columns`), (max) => m.shared_import_too_many_columns({ max })],
    [
      /^Unknown field "(.+)": send "file" and, optionally, "mapping"$/,
      (field) => m.shared_import_unknown_field({ field }),
    ],
    [/^"(.+)" is not a column of this import$/, (column) => m.shared_import_not_a_column({ column })],
    [/^The file has no column "(.+)"$/, (header) => m.shared_import_no_such_column({ header })],
    [/^Column "(.+)" is mapped twice$/, (header) => m.shared_import_column_mapped_twice({ header })],
    [
      /^No column of the file is mapped to "(.+)", which is required$/,
      (header) => m.shared_import_required_column_unmapped({ header }),
    ],
    [
      /^Repeats row ([\d,]+) of the file \(the same (.+)\)$/,
      (row, key) => m.shared_import_repeats_row({ row, key: term(key) }),
    ],
    [
      /^The CSV file could not be read near row ([\d,]+): (.+)$/,
      (row, reason) => m.shared_import_csv_unreadable({ row, reason }),
    ],
    [
      /^([\d,]+) inventories are named "(.+)": rename one so the name says which$/,
      (count, name) => m.shared_import_inventories_same_name({ count, name }),
    ],
    [/^No inventory is named "(.+)"$/, (name) => m.shared_import_no_inventory_named({ name })],
    [/^No user signs in with "(.+)"$/, (contact) => m.shared_import_no_user_signs_in({ contact })],
    [/^Repeats the barcode of row ([\d,]+)$/, (row) => m.shared_import_repeats_barcode({ row })],
    [
      /^Product another product already has barcode (.+)$/,
      (barcode) => m.shared_import_another_product_has_barcode({ barcode }),
    ],
    [
      /^Product "(.+)" already has barcode (.+)$/,
      (sku, barcode) => m.shared_import_product_has_barcode({ sku, barcode }),
    ],
    [
      /^"(.+)" is held by batch here: give the batch whose units are fewer, or remove the units on the inventory's page$/,
      (product) => m.shared_import_held_by_batch({ product }),
    ],
    [/^No product has SKU "(.+)"$/, (sku) => m.shared_import_no_product_sku({ sku })],
    [
      /^(.+) already has an account with this email or phone: change it on the Users screen$/,
      (name) => m.shared_import_user_has_account({ name }),
    ],
    [
      rule(`Total capacity cannot be ${NUMBER} kg: ${NUMBER} kg are already occupied in "(.+)"`),
      (capacity, occupied, inventory) => m.shared_inventory_total_capacity({ capacity, occupied, inventory }),
    ],
    [
      rule(`Total capacity cannot be ${NUMBER} kg: ${NUMBER} kg are already occupied`),
      (capacity, occupied) => m.shared_import_total_capacity({ capacity, occupied }),
    ],
    [
      rule(`Total volume cannot be ${NUMBER} m³: ${NUMBER} m³ are already occupied in "(.+)"`),
      (volume, occupied, inventory) => m.shared_inventory_total_volume({ volume, occupied, inventory }),
    ],
    [
      rule(`Total volume cannot be ${NUMBER} m³: more is already occupied`),
      (volume) => m.shared_import_total_volume({ volume }),
    ],
    [
      rule(`Cannot set the quantity of "(.+)" to ${NUMBER}: (.+)`),
      (product, quantity, reason) =>
        m.shared_product_set_quantity({ product, quantity, reason: committedText(reason) }),
    ],
    [
      rule(`Cannot set the quantity to ${NUMBER}: (.+)`),
      (quantity, reason) => m.shared_import_set_quantity({ quantity, reason: committedText(reason) }),
    ],
    // The server: stock counts
    [
      rule(
        `This count would have ${NUMBER} lines, more than ${NUMBER}: count a category or a storage unit at a time`,
      ),
      (lines, max) => m.shared_count_too_many_lines({ lines, max }),
    ],
    [
      /^"(.+)" is not in the category "(.+)" this count covers: count it in a count of its own$/,
      (product, category) => m.shared_count_product_not_in_category({ product, category }),
    ],
    // The server: inventories and placements
    [
      /^This inventory is the source or destination of open transports \((.+)\)\. Deliver or cancel them first\.$/,
      (transports) => m.shared_inventory_open_transports({ transports }),
    ],
    [
      rule(
        `Cannot place ${NUMBER} units of "(.+)": only ${NUMBER} of its ${NUMBER} units are not already placed in an inventory(?: \\(${NUMBER} are in transit\\))?`,
      ),
      (quantity, product, free, total, inTransit) =>
        m.shared_inventory_cannot_place({ quantity, product, free, total }) +
        (inTransit ? m.shared_inventory_in_transit_suffix({ count: inTransit }) : ''),
    ],
    [
      rule(`Cannot remove ${NUMBER} units of "(.+)": only ${NUMBER} are in this inventory`),
      (quantity, product, held) => m.shared_inventory_cannot_remove({ quantity, product, held }),
    ],
    [
      rule(
        `Not enough room in "(.+)" for (.+): they need ${NUMBER} kg and ${NUMBER} m³, but only ${NUMBER} kg and ${NUMBER} m³ are free`,
      ),
      (inventory, units, weight, volume, freeWeight, freeVolume) =>
        m.shared_not_enough_room_in({
          inventory,
          units: unitsText(units),
          weight,
          volume,
          freeWeight,
          freeVolume,
        }),
    ],
    [
      rule(
        `"(.+?)" holds ${NUMBER} (units?) of its inventory: move them out before moving it to another inventory`,
      ),
      (unit, held, unitWord) => m.shared_storage_unit_holds_units({ unit, held, unitWord: term(unitWord) }),
    ],
    [
      rule(`"(.+?)" holds ${NUMBER} (units?) of (.+), not the ${NUMBER} needed`),
      (place, held, unitWord, what, needed) =>
        m.shared_holds_not_needed({ place, held, unitWord: term(unitWord), what: unitsText(what), needed }),
    ],
    [
      rule(
        `Only ${NUMBER} (units?) of (.+) are in this inventory outside its storage units, not the ${NUMBER} to put away`,
      ),
      (loose, unitWord, what, quantity) =>
        m.shared_loose_units_short({ loose, unitWord: term(unitWord), what: unitsText(what), quantity }),
    ],
    [
      rule(`This inventory holds ${NUMBER} (units?) of "(.+)" without a batch, not the ${NUMBER} needed`),
      (held, unitWord, product, needed) =>
        m.shared_inventory_holds_without_batch({ held, unitWord: term(unitWord), product, needed }),
    ],
    [
      rule(`This inventory holds ${NUMBER} (units?) of the chosen batch, not the ${NUMBER} chosen`),
      (held, unitWord, chosen) =>
        m.shared_inventory_holds_of_chosen_batch({ held, unitWord: term(unitWord), chosen }),
    ],
    [
      rule(`This inventory holds ${NUMBER} (units?) of batch "(.+)", not the ${NUMBER} chosen`),
      (held, unitWord, batch, chosen) =>
        m.shared_inventory_holds_of_batch({ held, unitWord: term(unitWord), batch, chosen }),
    ],
    [
      /^(.+): expired units are not dispatched\. An admin may dispatch them with a reason\.$/,
      (list) =>
        m.shared_expired_not_dispatched({
          batches: list
            .split('; ')
            .map((item) => {
              const match = /^Batch "(.+?)" of "(.+)" expired on (.+)$/.exec(item);
              return match
                ? m.shared_batch_expired_on({ batch: match[1]!, product: match[2]!, date: match[3]! })
                : item;
            })
            .join('; '),
        }),
    ],
    [
      /^Batch "(.+?)" of this product already exists with manufacturing date (.+) and expiry date (.+): use those dates or another code$/,
      (batch, mfg, expiry) =>
        m.shared_batch_exists_with_dates({ batch, mfg: term(mfg), expiry: term(expiry) }),
    ],
    [
      rule(`This would take the quantity of "(.+)" past ${NUMBER}`),
      (product, max) => m.shared_quantity_past_max({ product, max }),
    ],
    [
      rule(`Receiving ${NUMBER} units of "(.+)" would take its quantity past ${NUMBER}`),
      (quantity, product, max) => m.shared_receiving_past_max({ quantity, product, max }),
    ],
    // The server: products
    [/^A product with SKU "(.+)" already exists$/, (sku) => m.shared_product_sku_exists({ sku })],
    [
      /^(.+) of "(.+)" follows its batches \(it shows the earliest-expiring batch in stock\): receive or place units with a batch instead$/,
      (field, product) => m.shared_product_follows_batches({ field: term(field), product }),
    ],
    [
      /^The new weight or size of "(.+)" does not fit in inventory "(.+)": its capacity would be exceeded$/,
      (product, inventory) => m.shared_product_does_not_fit({ product, inventory }),
    ],
    [
      rule(
        `"(.+)" is placed in ${NUMBER} (inventory|inventories) \\(${NUMBER} (units?)\\)\\. Remove it from them first\\.`,
      ),
      (product, count, inventories, units, unitWord) =>
        m.shared_product_placed_in_inventories({
          product,
          count,
          inventories: term(inventories),
          units,
          unitWord: term(unitWord),
        }),
    ],
    [
      /^"(.+)" is on a transport or order and cannot be deleted$/,
      (product) => m.shared_named_product_in_use({ product }),
    ],
    // The server: purchase orders
    [
      /^(.+) is not a supplier: only users with the supplier role receive purchase orders$/,
      (name) => m.shared_user_not_supplier({ name }),
    ],
    [
      /^Purchase order (.+?) has no changed quantities to answer$/,
      (number) => m.shared_po_no_changed_quantities({ number }),
    ],
    [
      /^Purchase order (.+?) becomes (.+) when its goods are received: use Receive$/,
      (number, status) => m.shared_po_becomes_on_receipt({ number, status: term(status) }),
    ],
    [
      /^Purchase order (.+?) is (.+): it cannot become (.+)$/,
      (number, status, target) =>
        m.shared_po_cannot_become({ number, status: term(status), target: term(target) }),
    ],
    [
      /^The lines of purchase order (.+?) cannot change once it is (.+)$/,
      (number, status) => m.shared_po_lines_locked({ number, status: term(status) }),
    ],
    [
      /^The destination of purchase order (.+?) cannot change once its goods are on the way$/,
      (number) => m.shared_po_destination_locked({ number }),
    ],
    [
      /^Purchase order (.+?) is (.+): only a sent order can be confirmed$/,
      (number, status) => m.shared_po_only_sent_confirmed({ number, status: term(status) }),
    ],
    [
      /^Purchase order (.+?) is (.+): confirm it before shipping$/,
      (number, status) => m.shared_po_confirm_before_shipping({ number, status: term(status) }),
    ],
    [
      /^Purchase order (.+?) waits for the buyer to answer the changed quantities$/,
      (number) => m.shared_po_waits_for_buyer({ number }),
    ],
    [
      /^Purchase order (.+?) has no destination inventory: ask the buyer to set one$/,
      (number) => m.shared_po_no_destination_ask_buyer({ number }),
    ],
    [
      /^Purchase order (.+?) is already on the way as transport "(.+)"$/,
      (number, transport) => m.shared_po_already_on_the_way({ number, transport }),
    ],
    [
      /^Purchase order (.+?) is (.+): no goods can be received on it$/,
      (number, status) => m.shared_po_cannot_receive_status({ number, status: term(status) }),
    ],
    [
      /^Accept or refuse the supplier's changed quantities on (.+) before receiving$/,
      (number) => m.shared_po_answer_changes_first({ number }),
    ],
    [
      /^Purchase order (.+?) has no destination inventory: set one first$/,
      (number) => m.shared_po_no_destination_set_first({ number }),
    ],
    [
      rule(
        `Cannot receive ${NUMBER} units of "(.+)" on (.+?): ${NUMBER} were ordered and ${NUMBER} already received, so ${NUMBER} (is|are) still to come`,
      ),
      (quantity, product, number, ordered, received, open, verb) =>
        m.shared_po_cannot_receive_units({
          quantity,
          product,
          number,
          ordered,
          received,
          open,
          verb: term(verb),
        }),
    ],
    // The server: scanning and picking
    [
      /^Nothing matches "(.+)": no product, batch, inventory, storage unit or transport$/,
      (code) => m.shared_scan_nothing_matches({ code }),
    ],
    [
      /^Transport (.+?) is (\w+): only a pending transport is picked$/,
      (transport, status) => m.shared_pick_transport_not_pending({ transport, status: term(status) }),
    ],
    [
      /^"(.+)" is not on transport (.+)$/,
      (product, transport) => m.shared_pick_product_not_on_transport({ product, transport }),
    ],
    [
      rule(`${NUMBER} of the ${NUMBER} units of "(.+)" are left to pick, not ${NUMBER}`),
      (left, total, product, quantity) => m.shared_pick_left_to_pick({ left, total, product, quantity }),
    ],
    [
      /^"(.+)" is held by batch: scan the batch's code \(its carton\) to pick it$/,
      (product) => m.shared_pick_held_by_batch({ product }),
    ],
    [
      /^Batch "(.+?)" of "(.+)" expired on (.+): do not pick it$/,
      (batch, product, date) => m.shared_pick_batch_expired({ batch, product, date }),
    ],
    [
      rule(`The source holds ${NUMBER} more units of batch "(.+?)" of "(.+)", not ${NUMBER}`),
      (available, batch, product, quantity) =>
        m.shared_pick_source_holds({ available, batch, product, quantity }),
    ],
    // The server: transports and deliveries
    [
      /^Unexpected file "(.+)": send one "photo" and at most one "signature"$/,
      (field) => m.shared_proof_unexpected_file({ field }),
    ],
    [
      /^Unknown or repeated field "(.+)": send receiverName, note, latitude, longitude, photo and signature$/,
      (field) => m.shared_proof_unknown_field({ field }),
    ],
    [
      /^(.+) is not a driver: only users with the driver role can be assigned$/,
      (name) => m.shared_user_not_driver({ name }),
    ],
    [/^(.+) is not active and cannot be assigned$/, (name) => m.shared_user_not_active_assign({ name })],
    [/^(.+) is not active$/, (name) => m.shared_user_not_active({ name })],
    [
      /^Transport "(.+)" is (.+), a final status: it cannot become (.+)$/,
      (transport, status, target) =>
        m.shared_transport_final_status({ transport, status: term(status), target: term(target) }),
    ],
    [
      /^Transport "(.+)" is already (.+)$/,
      (transport, status) => m.shared_transport_already_status({ transport, status: term(status) }),
    ],
    [
      /^Transport "(.+)" cannot move from (.+) to (.+)$/,
      (transport, from, to) => m.shared_transport_cannot_move({ transport, from: term(from), to: term(to) }),
    ],
    [
      /^The product lines and inventories of transport "(.+)" cannot change once it is (.+)$/,
      (transport, status) => m.shared_transport_lines_locked({ transport, status: term(status) }),
    ],
    [
      /^A transport with package ID "(.+)" already exists$/,
      (packageId) => m.shared_transport_package_exists({ packageId }),
    ],
    [
      /^Transport "(.+)" brings purchase order (.+?): receive it on the purchase order, which records its batches and marks the transport delivered$/,
      (transport, number) => m.shared_transport_brings_po({ transport, number }),
    ],
    [
      /^Transport "(.+)" is carrying units from an inventory: cancel it first to return them, then delete it$/,
      (transport) => m.shared_transport_carrying_units({ transport }),
    ],
    // The server: users, wages, access
    [
      /^(.+) is assigned to open transports \((.+?)( and more)?\)\. Reassign, deliver or cancel them first, or deactivate the account instead\.$/,
      (name, list, more) =>
        m.shared_user_open_transports({ name, transports: more ? m.shared_list_and_more({ list }) : list }),
    ],
    [
      /^Wages cannot be recorded for (.+): it has not begun$/,
      (month) => m.shared_wage_month_future({ month }),
    ],
    [/^Only (.+?) users can do this$/, (roles) => m.shared_only_roles_can_do({ roles: roleList(roles) })],
    [
      /^Only (.+?) users can import (.+)$/,
      (roles, kind) => m.shared_only_roles_can_import({ roles: roleList(roles), kind: term(kind) }),
    ],
    [
      /^Send the request body as JSON, with content-type: application\/json; (.+) is not accepted$/,
      (type) => m.shared_media_type_not_accepted({ type }),
    ],
    [/^(.+) not found$/, (thing) => m.shared_thing_not_found({ thing: term(thing) })],
    // The rules of @godown/shared's fields and of an import's cells, which name the field
    [
      rule(`${FIELD} must be at most ${NUMBER} characters`),
      (field, max) => m.shared_rule_too_long({ field: term(field), max }),
    ],
    [
      rule(`${FIELD} must not contain NUL characters`),
      (field) => m.shared_rule_no_nul({ field: term(field) }),
    ],
    [rule(`${FIELD} must be a number`), (field) => m.shared_rule_number({ field: term(field) })],
    [rule(`${FIELD} must be 0 or more`), (field) => m.shared_rule_not_negative({ field: term(field) })],
    [
      rule(`${FIELD} must be at most ${NUMBER}`),
      (field, max) => m.shared_rule_at_most({ field: term(field), max }),
    ],
    [
      rule(`${FIELD} must be at least ${NUMBER}`),
      (field, min) => m.shared_rule_at_least({ field: term(field), min }),
    ],
    [rule(`${FIELD} must be a whole number`), (field) => m.shared_rule_whole_number({ field: term(field) })],
    [
      rule(`${FIELD} must be between ${NUMBER} and (-?[\\d,.]+(?: °C)?)`),
      (field, min, max) => m.shared_rule_between({ field: term(field), min, max }),
    ],
    [rule(`${FIELD} must be true or false`), (field) => m.shared_rule_true_or_false({ field: term(field) })],
    [
      rule(`${FIELD} must be one of: (.+)`),
      (field, values) => m.shared_rule_one_of_colon({ field: term(field), values }),
    ],
    [
      rule(`${FIELD} must be one of (.+)`),
      (field, values) => m.shared_rule_one_of({ field: term(field), values }),
    ],
    [rule(`${FIELD} cannot be blank`), (field) => m.shared_rule_blank({ field: term(field) })],
    [
      rule(`${FIELD} may have at most (\\d+) decimals`),
      (field, max) => m.shared_rule_decimals({ field: term(field), max }),
    ],
    [rule(`${FIELD} must be ids`), (field) => m.shared_rule_ids({ field: term(field) })],
    [
      rule(`At most ${NUMBER} (.+) at once`),
      (max, noun) => m.shared_rule_ids_at_once({ max, noun: term(noun) }),
    ],
    [/^Each id must be a (.+) id$/, (noun) => m.shared_rule_each_id({ noun: term(noun) })],
    [/^Ids must be a list of (.+) ids$/, (noun) => m.shared_rule_id_list({ noun: term(noun) })],
    [/^Ids must be (.+) ids separated by commas$/, (noun) => m.shared_rule_ids_commas({ noun: term(noun) })],
    [/^Choose at least one (.+)$/, (noun) => m.shared_rule_choose_one({ noun: term(noun) })],
    [
      rule(`At most ${NUMBER} (.+)s at a time`),
      (max, noun) => m.shared_rule_ids_at_a_time({ max, noun: term(noun) }),
    ],
    [
      rule(`${FIELD} is longer than ${NUMBER} characters`),
      (field, max) => m.shared_rule_longer_than({ field: term(field), max }),
    ],
    [
      rule(`${FIELD} is not a date: write it as DD-MM-YYYY`),
      (field) => m.shared_rule_not_date_format({ field: term(field) }),
    ],
    [
      rule(`${FIELD} is not a date: (.+)`),
      (field, text) => m.shared_rule_not_date_text({ field: term(field), text }),
    ],
    [rule(`${FIELD} is not a date`), (field) => m.shared_rule_not_date({ field: term(field) })],
    [rule(`${FIELD} must be yes or no`), (field) => m.shared_rule_yes_or_no({ field: term(field) })],
    [rule(`${FIELD} is required`), (field) => m.shared_rule_required({ field: term(field) })],
  ];
}

let fixedTexts: Map<string, Text> | undefined;
let patterns: ReadonlyArray<readonly [RegExp, Render]> | undefined;

/**
 * The text in the current language by the tables, whatever the language: a fixed text, else the first
 * pattern that matches and renders, else the text unchanged. In English it gives the text back (the
 * English messages say what the server says), which the unit tests check.
 */
export function translateText(text: string): string {
  fixedTexts ??= new Map(fixedTextEntries());
  const fixed = fixedTexts.get(text);
  if (fixed) return fixed();
  patterns ??= patternEntries();
  for (const [pattern, render] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rendered = render(...match.slice(1).map((group) => group ?? ''));
    if (rendered !== undefined) return rendered;
  }
  return text;
}

/**
 * The current-language version of a fixed English text from `@godown/shared` (its `*_MESSAGES`, the
 * validation messages) or from the server, else the text unchanged. In English it returns the text as
 * it is without any lookup.
 */
export function localizeText(text: string): string {
  if (appLocale() === 'en-IN') return text;
  return translateText(text);
}
