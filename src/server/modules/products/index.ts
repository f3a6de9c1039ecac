/**
 * What other features may use of products (docs/architecture.md, "Borders"): stock is taken and returned here, inside
 * the caller's immediate transaction, and an order reads the prices it charges here. Nothing else writes products.qty.
 */

// The products table, to read (carts, fitment, messages and sub-categories look products up; stock is written here).
export { products } from "../../../db/schema";
export { isLowStockSort, LOW_STOCK_SORTS, type LowStockSort } from "./model";
export type { ProductService } from "./service";
export { createStock, productLabel, type SaleRecord, type Stock, type StockLine } from "./stock";
