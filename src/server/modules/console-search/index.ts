/** The console's one search box over orders, products and customers. */
export { consoleSearchRoutes } from "./routes";
export { createConsoleSearch } from "./service";
