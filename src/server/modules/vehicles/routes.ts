import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { FITMENTS, LISTS, productTag, VEHICLES } from "../../cache/catalog-changes";
import { notFound } from "../../http/app-error";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import {
  bulkFitmentsBody,
  bulkResult,
  codeParams,
  fitmentsBody,
  makeQuery,
  makeRow,
  modelQuery,
  modelRow,
  productIdParams,
  staffVehicleRow,
  vehicleBody,
  vehicleIdParams,
  vehiclePageQuery,
  vehicleRow,
  vehicleSearchQuery,
} from "./model";
import type { VehicleService } from "./service";

/** Vehicles as the storefront reads them: their names, and how many active parts fit each. */
const VEHICLE_NAMES = [VEHICLES, FITMENTS, LISTS];

/** Vehicle lookups for the storefront's "My car" picker (public, kept while the catalog is unchanged) and staff edits. */
export const vehicleRoutes = (vehicles: VehicleService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: "/vehicles", tags: ["Vehicles"] })
    .use(guard)
    .get(
      "/visitor/makes",
      ({ request }) => cache.answer(request, async () => jsonAnswer(ok(await vehicles.makes()), VEHICLE_NAMES)),
      {
        response: envelopeOf(t.Array(makeRow)),
        detail: { summary: "Makes that have vehicles, A–Z (public)" },
      },
    )
    .get(
      "/visitor/models",
      ({ query, request }) =>
        cache.answer(request, async () => jsonAnswer(ok(await vehicles.models(query.make)), VEHICLE_NAMES)),
      {
        query: makeQuery,
        response: envelopeOf(t.Array(modelRow)),
        detail: { summary: "Models of a make, A–Z (public; make in any case)" },
      },
    )
    .get(
      "/visitor/generations",
      ({ query, request }) =>
        cache.answer(request, async () =>
          jsonAnswer(ok(await vehicles.generations(query.make, query.model)), VEHICLE_NAMES),
        ),
      {
        query: modelQuery,
        response: envelopeOf(t.Array(vehicleRow)),
        detail: { summary: "A model's generations with their chassis codes and years, newest first (public)" },
      },
    )
    .get(
      "/visitor/search",
      ({ query, request }) =>
        cache.answer(request, async () => jsonAnswer(ok(await vehicles.search(query.searchText)), VEHICLE_NAMES)),
      {
        query: vehicleSearchQuery,
        response: envelopeOf(t.Array(vehicleRow)),
        detail: {
          summary: "Vehicles by chassis code (nze161, NZE-161) or make/model text, code matches first, at most 20",
        },
      },
    )
    .get(
      "/visitor/by-code/:code",
      ({ params, request }) =>
        cache.answer(request, async () => {
          const vehicle = await vehicles.byCode(params.code);
          if (!vehicle) throw notFound(`No vehicle has chassis code ${params.code}.`);
          return jsonAnswer(ok(vehicle), VEHICLE_NAMES);
        }),
      {
        params: codeParams,
        response: envelopeOf(vehicleRow),
        detail: { summary: "One vehicle by its chassis code in any case, dashes ignored; 404 when none" },
      },
    )
    .get(
      "/visitor/product-fitments/:id",
      ({ params, request }) =>
        cache.answer(request, async () =>
          jsonAnswer(ok(await vehicles.fitsOfProduct(params.id, { activeOnly: true })), [
            ...VEHICLE_NAMES,
            productTag(params.id),
          ]),
        ),
      {
        params: productIdParams,
        response: envelopeOf(t.Array(vehicleRow)),
        detail: { summary: "The vehicles an active product fits, by make and model (public)" },
      },
    )
    .get("/get-all-vehicles", async ({ query }) => ok(await vehicles.page(query)), {
      staff: true,
      query: vehiclePageQuery,
      response: pageOf(staffVehicleRow),
      detail: {
        summary: "Vehicles with how many products fit each, paged; searchText in make, model, code or engine",
      },
    })
    .get(
      "/product-fitments/:id",
      async ({ params }) => ok(await vehicles.fitsOfProduct(params.id, { activeOnly: false })),
      {
        staff: true,
        params: productIdParams,
        response: envelopeOf(t.Array(vehicleRow)),
        detail: { summary: "The vehicles a product fits, active or not; 404 for an unknown product" },
      },
    )
    .post("/add-vehicle", async ({ body, user }) => created(await vehicles.add(body, user), "Vehicle added"), {
      can: "fitment.edit",
      body: vehicleBody,
      response: { 201: envelopeOf(staffVehicleRow) },
      detail: { summary: "Add a vehicle; 409 when its chassis code is taken" },
    })
    .put(
      "/update-vehicle/:id",
      async ({ params, body, user }) => ok(await vehicles.update(params.id, body, user), "Vehicle saved"),
      {
        can: "fitment.edit",
        params: vehicleIdParams,
        body: vehicleBody,
        response: envelopeOf(staffVehicleRow),
        detail: { summary: "Edit a vehicle; 404 when missing, 409 when the chassis code is taken" },
      },
    )
    .delete(
      "/delete-vehicle/:id",
      async ({ params, user }) => ok(await vehicles.remove(params.id, user), "Vehicle deleted"),
      {
        can: "catalog.delete",
        params: vehicleIdParams,
        response: envelopeOf(vehicleRow),
        detail: { summary: "Delete a vehicle; 409 naming how many products still fit it" },
      },
    )
    .put(
      "/set-product-fitments/:id",
      async ({ params, body, user }) =>
        ok(await vehicles.setFitments(params.id, body.vehicleIds, user), "Fitment saved"),
      {
        can: "fitment.edit",
        params: productIdParams,
        body: fitmentsBody,
        response: envelopeOf(t.Array(vehicleRow)),
        detail: {
          summary: "Make a product fit exactly these vehicles (an empty list: none); 404 product, 422 unknown vehicles",
        },
      },
    )
    .post(
      "/add-fitments",
      async ({ body, user }) => {
        const changed = await vehicles.addFitments(body.productIds, body.vehicleIds, user);
        return ok({ changed }, `${changed} ${changed === 1 ? "fitment" : "fitments"} added`);
      },
      {
        can: "fitment.edit",
        body: bulkFitmentsBody,
        response: envelopeOf(bulkResult),
        detail: {
          summary: "Bulk: every listed product fits every listed vehicle (existing pairs kept); 422 unknown ids",
        },
      },
    )
    .post(
      "/remove-fitments",
      async ({ body, user }) => {
        const changed = await vehicles.removeFitments(body.productIds, body.vehicleIds, user);
        return ok({ changed }, `${changed} ${changed === 1 ? "fitment" : "fitments"} removed`);
      },
      {
        can: "fitment.edit",
        body: bulkFitmentsBody,
        response: envelopeOf(bulkResult),
        detail: { summary: "Bulk: no listed product fits any listed vehicle any more" },
      },
    );
