import { Elysia } from "elysia";
import { envelopeOf, ok } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import { consoleSearchAnswer, consoleSearchQuery } from "./model";
import type { ConsoleSearch } from "./service";

export const consoleSearchRoutes = (search: ConsoleSearch, guard: StaffGuard) =>
  new Elysia({ prefix: "/console-search", tags: ["Orders"] })
    .use(guard)
    .get("", async ({ query }) => ok(await search.find(query.q)), {
      staff: true,
      query: consoleSearchQuery,
      response: envelopeOf(consoleSearchAnswer),
      detail: {
        summary: "The console's search box: orders, products and customers matching the text (five of each)",
        description:
          "Orders by number, phone, name, e-mail or address; products by name or part code; customers by name, phone or e-mail. Fewer than 2 characters find nothing.",
      },
    });
