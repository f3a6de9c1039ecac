/**
 * What other features may use of products (docs/architecture.md, "Borders"): stock is taken and returned here, inside
 * the caller's immediate transaction, and an order reads the prices it charges here. Nothing else writes products.qty.
 */

export { productsForFitment, productsInSubCategory } from "./asked-by-others";
export { createCatalogImports } from "./catalog-csv/import-jobs";
export type { importRow } from "./catalog-csv/model";
export { catalogImportRoutes, productExportRoutes } from "./catalog-csv/routes";
export { createImageStore } from "./image-store";
export {
  type bulkChange,
  type bulkEditResult,
  isLowStockSort,
  LOW_STOCK_SORTS,
  type LowStockSort,
  type productRow,
  type suggestionsRow,
} from "./model";
export { productRoutes } from "./routes";
export type { ProductService } from "./service";
export { createProductService } from "./service";
export { createStock, productLabel, type SaleRecord, type Stock, type StockLine } from "./stock";
export { createStoreSearch } from "./store-search";
