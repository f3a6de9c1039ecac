import { readActivityFilter } from "../../../shared/activity-filter";
import { CONSOLE_LISTS, type ListQuery, readListQuery, sortOf } from "../../../shared/list-query";
import { readOrderQuery } from "../../../shared/order-query";
import { COOKIES } from "../../../shared/session-names";
import { secondStepMessage, signInMessage } from "../../../shared/sign-in-messages";
import { AppError } from "../../http/app-error";
import type { Page } from "../../http/envelope";
import { SECOND_STEP_COOKIE, SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM } from "../../modules/auth";
import { isOutboxStatus } from "../../modules/messages";
import { LOW_STOCK_SORTS } from "../../modules/products";
import type { Services } from "../../services";
import { loader } from "./loader";

/** The pickers' options (every brand, category or sub-category, with where it belongs), for filters and dialogs. */
const brandOptions = async (services: Services) =>
  (await services.brands.list()).map((b) => ({ id: b.brandId, name: b.name }));
const categoryOptions = async (services: Services) =>
  (await services.categories.list()).map((c) => ({ id: c.categoryId, name: c.category, detail: c.brandName }));
const subCategoryOptions = async (services: Services) =>
  (await services.subCategories.list()).map((s) => ({
    id: s.subCategoryId,
    name: s.subCategory,
    detail: `${s.brandName} · ${s.categoryName}`,
  }));

/**
 * One page of a list; a page past the end (rows deleted since the link was made) shows the last page instead of
 * nothing, and `query.page` says which.
 */
async function pageWithin<T>(
  query: { page: number; size: number },
  read: (paging: { page: number; size: number }) => Promise<Page<T>>,
) {
  let rows = await read({ page: query.page - 1, size: query.size });
  const lastPage = Math.max(1, Math.ceil(rows.count / query.size));
  if (query.page > lastPage) {
    query.page = lastPage;
    rows = await read({ page: lastPage - 1, size: query.size });
  }
  return rows;
}

/** A list's sort as the services take it. */
const sortFrom = (query: ListQuery) => ({ sort: query.sort, direction: query.direction });

/** The products list's sortable columns, as the product list's sorts. */
const PRODUCT_COLUMN_SORTS = {
  productName: { asc: "name", desc: "name-desc" },
  price: { asc: "price-asc", desc: "price-desc" },
  qty: { asc: "qty-asc", desc: "qty-desc" },
} as const;
const staffProductSort = (query: ListQuery) => {
  const column = sortOf(query, Object.keys(PRODUCT_COLUMN_SORTS) as (keyof typeof PRODUCT_COLUMN_SORTS)[]);
  return column ? PRODUCT_COLUMN_SORTS[column][query.direction] : undefined;
};

const statusParam = (value: string | null) => (value && /^\d{3}$/.test(value) ? Number(value) : null);

export const consoleLoaders = {
  "sign-in": loader({
    load: ({ cookie, query }) => {
      // A form posted without JavaScript comes back here with its failure's status (sign-in-form.ts).
      const failed = statusParam(query.get(SIGN_IN_FAILED_PARAM));
      const wait = Number(query.get(SIGN_IN_WAIT_PARAM)) || undefined;
      return {
        rememberedUsername: cookie(COOKIES.username) ?? "",
        failure: failed === null ? null : signInMessage(failed, undefined, wait),
      };
    },
  }),
  "two-step": loader({
    load: async ({ services, cookie, query }) => {
      // The ticket the password earned (an HttpOnly cookie): no ticket still in time means signing in again.
      const step = await services.auth.secondStepOf(cookie(SECOND_STEP_COOKIE));
      const failed = statusParam(query.get(SIGN_IN_FAILED_PARAM));
      const wait = Number(query.get(SIGN_IN_WAIT_PARAM)) || undefined;
      return {
        step: step?.secondStep ?? null,
        enrolment: step?.enrolment ?? null,
        failure: failed === null ? null : secondStepMessage(failed, undefined, wait),
      };
    },
  }),
  "two-step-settings": loader({
    load: async ({ services, user }) => ({
      status: user ? await services.auth.secondFactorStatus(user) : null,
      policy: user?.role === "ADMIN" ? await services.accounts.secondFactorPolicy() : null,
    }),
  }),
  dashboard: loader({
    load: async ({ services, query: search }) => {
      const query = readOrderQuery(search);
      const filter = {
        searchText: query.q,
        status: query.status ?? undefined,
        paymentStatus: query.payment ?? undefined,
        placedFrom: query.from ?? undefined,
        placedTo: query.to ?? undefined,
        toDispatch: query.toDispatch,
        sort: query.sort ?? undefined,
        direction: query.direction,
      };
      return {
        query,
        orders: await pageWithin(query, (paging) => services.orders.list(filter, paging)),
        // Unpaid orders beyond the shop's limits hold nothing until staff call the customer: shown first.
        waiting: await services.orders.list({ waitingForStock: true }, { page: 0, size: 20 }),
        summary: await services.orders.summary(),
        sales: await services.orders.salesByDay(),
        /** The shop's day now (the "Today" shortcut), and how many parts are low. */
        today: services.orders.today(),
        lowStock: await services.products.lowStock.count(),
        counts: {
          orders: await services.orders.count(),
          products: await services.products.count(),
          brands: await services.brands.count(),
          categories: await services.categories.count(),
        },
      };
    },
  }),
  "brand-list": loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.brands);
      return {
        query,
        brands: await pageWithin(query, (paging) =>
          services.brands.page({ ...paging, ...sortFrom(query), searchText: query.q }),
        ),
      };
    },
  }),
  "vehicle-list": loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.vehicles);
      return {
        query,
        vehicles: await pageWithin(query, (paging) =>
          services.vehicles.page({ ...paging, ...sortFrom(query), searchText: query.q }),
        ),
      };
    },
  }),
  "category-list": loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.categories);
      const filter = { searchText: query.q, brandId: query.brand ?? undefined };
      return {
        query,
        brands: await brandOptions(services),
        categories: await pageWithin(query, (paging) =>
          services.categories.page({ ...paging, ...sortFrom(query), ...filter }),
        ),
      };
    },
  }),
  "sub-category-list": loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.subCategories);
      const filter = { searchText: query.q, categoryId: query.category ?? undefined };
      return {
        query,
        categories: await categoryOptions(services),
        subCategories: await pageWithin(query, (paging) =>
          services.subCategories.page({ ...paging, ...sortFrom(query), ...filter }),
        ),
      };
    },
  }),
  "products-list": loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.products);
      const filter = {
        searchText: query.q,
        subCategoryId: query.subCategory ?? undefined,
        isActive: query.active ?? undefined,
        sort: staffProductSort(query),
      };
      const products = await pageWithin(query, (paging) => services.products.listStaff(filter, paging));
      const waiting = await services.stockAlerts.waitingFor(products.data.map((product) => product.productId));
      return {
        query,
        subCategories: await subCategoryOptions(services),
        products,
        /** Customers waiting for each out-of-stock product on the page ("Tell me when it's back"). */
        waiting: Object.fromEntries(waiting) as Record<number, number>,
        /** The shop's reorder level, for products without their own. */
        reorderLevel: await services.products.lowStock.shopLevel(),
      };
    },
  }),
  /** The newest import, so a reload (or another admin) finds it where it is: mapping, preview, progress or report. */
  "product-import": loader({ load: async ({ services }) => ({ latest: await services.catalogImports.latest() }) }),
  delivery: loader({ load: async ({ services }) => ({ settings: await services.delivery.settings() }) }),
  payments: loader({ load: async ({ services }) => ({ settings: await services.payments.settings() }) }),
  messages: loader({
    load: async ({ services, query }) => {
      const asked = query.get("status");
      const status = isOutboxStatus(asked) ? asked : null;
      return {
        templates: await services.messages.templates(),
        settings: await services.messages.settings(),
        status,
        outbox: await services.messages.outbox(status ? { status } : {}),
      };
    },
  }),
  "packing-slip": loader({
    load: async ({ services, params }) => {
      try {
        return { order: await services.orders.get(params.orderId ?? "") };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return { order: null };
        throw error;
      }
    },
    head: ({ order }) => (order ? { title: `Packing slip ${order.orderId}` } : { title: "Order not found" }),
    status: ({ order }) => (order ? 200 : 404),
  }),
  "low-stock": loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.lowStock);
      const sort = sortOf(query, LOW_STOCK_SORTS) ?? "qty";
      return {
        query,
        reorderLevel: await services.products.lowStock.shopLevel(),
        rows: await pageWithin(query, (paging) => services.products.lowStock.list(paging, sort, query.direction)),
      };
    },
  }),
  sessions: loader({
    load: async ({ services, user }) => ({ sessions: user ? await services.auth.sessions(user) : [] }),
  }),
  activity: loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.activity);
      const filter = readActivityFilter(search);
      return {
        query,
        filter,
        /** Who may be chosen as "by": every staff account. */
        people: (await services.accounts.list({ page: 0, size: 100 })).data.map((account) => ({
          id: account.id,
          name: `${account.firstName} ${account.lastName}`.trim() || account.email,
        })),
        events: await pageWithin(query, (paging) =>
          services.securityLog.list({
            ...paging,
            ...sortFrom(query),
            searchText: query.q,
            kind: filter.kind ?? undefined,
            actorId: filter.actor ?? undefined,
            item: filter.item ?? undefined,
            from: filter.from ?? undefined,
            to: filter.to ?? undefined,
          }),
        ),
      };
    },
  }),
  staff: loader({
    load: async ({ services, query: search }) => {
      const query = readListQuery(search, CONSOLE_LISTS.staff);
      return {
        query,
        accounts: await pageWithin(query, (paging) =>
          services.accounts.list({ ...paging, ...sortFrom(query), searchText: query.q }),
        ),
      };
    },
  }),
};
