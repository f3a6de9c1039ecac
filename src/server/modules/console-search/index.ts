/** The console's one search box over orders, products and customers. */

export type { ConsoleSearchAnswer } from "./model";
export { consoleSearchRoutes } from "./routes";
export { createConsoleSearch } from "./service";
