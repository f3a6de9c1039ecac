import { Elysia, t } from "elysia";
import { created, envelopeOf, ok } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import { branchBody, branchRow, deliverySettings, freeAboveBody, zoneBody, zoneRow } from "./model";
import type { DeliveryService } from "./service";

const idParams = t.Object({
  id: t.Integer({ minimum: 1, error: "id must be a whole number, 1 or more", field: "id" }),
});

/** The shop's delivery settings: staff read them, admins change them (the console's Delivery screen). */
export const deliveryRoutes = (delivery: DeliveryService, guard: StaffGuard) =>
  new Elysia({ prefix: "/delivery", tags: ["Delivery"] })
    .use(guard)
    .get("/visitor/branches", async () => ok(await delivery.branches()), {
      response: envelopeOf(t.Array(branchRow)),
      detail: { summary: "The shop's branches (public)" },
    })
    .get("/settings", async () => ok(await delivery.settings()), {
      staff: true,
      response: envelopeOf(deliverySettings),
      detail: { summary: "Courier zones with their districts, branches and the free-delivery amount" },
    })
    .post(
      "/zones",
      async ({ body, user }) => {
        const zone = await delivery.createZone(body, user);
        return created(zone, `Zone ${zone.name} added.`);
      },
      {
        can: "settings.edit",
        body: zoneBody,
        response: { 201: envelopeOf(zoneRow) },
        detail: {
          summary: "Add a courier zone (admin)",
          description: "Its districts move into it from any other zone. 409 when the name is taken.",
        },
      },
    )
    .put(
      "/zones/:id",
      async ({ params, body, user }) => {
        const zone = await delivery.updateZone(params.id, body, user);
        return ok(zone, `Zone ${zone.name} saved.`);
      },
      {
        can: "settings.edit",
        params: idParams,
        body: zoneBody,
        response: envelopeOf(zoneRow),
        detail: {
          summary: "Change a courier zone's fees, delivery time and districts (admin)",
          description:
            "Districts listed move into this zone; districts left out of every zone get no courier (pickup only).",
        },
      },
    )
    .delete(
      "/zones/:id",
      async ({ params, user }) => {
        const zone = await delivery.removeZone(params.id, user);
        return ok(zone, `Zone ${zone.name} removed.`);
      },
      {
        can: "settings.edit",
        params: idParams,
        response: envelopeOf(zoneRow),
        detail: { summary: "Remove a courier zone that has no districts (admin; 409 otherwise)" },
      },
    )
    .put(
      "/free-above",
      async ({ body, user }) => {
        const amount = await delivery.setFreeAbove(body.amount, user);
        return ok({ amount }, amount === null ? "Delivery is never free now." : "Free-delivery amount saved.");
      },
      {
        can: "settings.edit",
        body: freeAboveBody,
        response: envelopeOf(t.Object({ amount: t.Nullable(t.Number()) })),
        detail: { summary: "Set the items' amount (rupees) from which courier delivery is free; null: never (admin)" },
      },
    )
    .post(
      "/branches",
      async ({ body, user }) => {
        const branch = await delivery.createBranch(body, user);
        return created(branch, `Branch ${branch.name} added.`);
      },
      {
        can: "settings.edit",
        body: branchBody,
        response: { 201: envelopeOf(branchRow) },
        detail: { summary: "Add a branch (admin)" },
      },
    )
    .put(
      "/branches/:id",
      async ({ params, body, user }) => {
        const branch = await delivery.updateBranch(params.id, body, user);
        return ok(branch, `Branch ${branch.name} saved.`);
      },
      {
        can: "settings.edit",
        params: idParams,
        body: branchBody,
        response: envelopeOf(branchRow),
        detail: { summary: "Change a branch (admin)" },
      },
    )
    .delete(
      "/branches/:id",
      async ({ params, user }) => {
        const branch = await delivery.removeBranch(params.id, user);
        return ok(branch, `Branch ${branch.name} removed.`);
      },
      {
        can: "settings.edit",
        params: idParams,
        response: envelopeOf(branchRow),
        detail: { summary: "Remove a branch (admin); orders keep the branch's name and address" },
      },
    );
