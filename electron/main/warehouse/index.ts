// The warehouse (issue 27): the purchase journal the desks of one warehouse share on PostgreSQL,
// so an order is bought once whichever desk scans it. A single desk has none.
export { WarehouseService, type ClaimInput, type LocalState, type WarehouseDeps } from './service';
export { warehouseHandlers, type WarehouseHandlerDeps } from './handlers';
export { WAREHOUSE_DB_FILE, type PurchaseFacts } from './outbox';
export { passwordAccount, whereOf } from './pg-pool';
export { PG_LATEST, PG_SCHEMA } from './pg-schema';
export { refKey } from './pg-rows';
