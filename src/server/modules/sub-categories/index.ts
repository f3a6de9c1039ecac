/** What other features may use of sub-categories: the table, to read (every product sits in one). */

export { subCategories } from "../../../db/schema";
