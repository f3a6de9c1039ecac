import { beforeEach, describe, expect, test } from "bun:test";
import { addProduct, fitProduct, makeVehicle } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import type { StaffVehicle, Vehicle, VehicleMake, VehicleModel } from "./model";

let store: TestApp;
let staff: Record<string, string>;

beforeEach(async () => {
  store = makeTestApp();
  staff = await store.asAdmin();
});

const axio = { make: "Toyota", model: "Axio", generation: "E160", code: "NZE161", yearFrom: 2012, yearTo: 2019 };

const addVehicle = (body: Record<string, unknown>) =>
  store.api<StaffVehicle>("/vehicles/add-vehicle", { method: "POST", headers: staff, json: body });

describe("vehicles: staff edits", () => {
  test("add answers 201 with the vehicle, its code in capitals and no products yet", async () => {
    const { status, body } = await addVehicle({ ...axio, code: " nze161 ", engine: "1.5 petrol (1NZ-FE)" });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ...axio, code: "NZE161", engine: "1.5 petrol (1NZ-FE)", productCount: 0 });
  });

  test("a chassis code is unique whatever its case: 409 naming the vehicle that has it", async () => {
    await addVehicle(axio);
    const clash = await addVehicle({ ...axio, model: "Fielder", code: "Nze161" });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("Chassis code NZE161 is already the Toyota Axio.");
  });

  test("bad input is 400 naming the field: blank make, odd code, years out of order", async () => {
    const blank = await addVehicle({ ...axio, make: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: "make", message: "Make is required." }]);
    const code = await addVehicle({ ...axio, code: "NZE 161!" });
    expect(code.status).toBe(400);
    expect(code.body.errors?.[0]?.field).toBe("code");
    const years = await addVehicle({ ...axio, yearFrom: 2019, yearTo: 2012 });
    expect(years.status).toBe(400);
    expect(years.body.errors).toEqual([{ field: "yearTo", message: "The last year cannot be before the first." }]);
    const year = await addVehicle({ ...axio, yearFrom: 1800 });
    expect(year.status).toBe(400);
    expect(year.body.errors?.[0]?.field).toBe("yearFrom");
  });

  test("update edits; 404 for a missing vehicle; 409 for a code another has", async () => {
    const { vehicleId } = (await addVehicle(axio)).body.data;
    await addVehicle({ ...axio, code: "NRE161" });
    const saved = await store.api<StaffVehicle>(`/vehicles/update-vehicle/${vehicleId}`, {
      method: "PUT",
      headers: staff,
      json: { ...axio, yearTo: null, engine: "1.5" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ vehicleId, yearTo: null, engine: "1.5" });
    const missing = await store.api("/vehicles/update-vehicle/99999", { method: "PUT", headers: staff, json: axio });
    expect(missing.status).toBe(404);
    const taken = await store.api(`/vehicles/update-vehicle/${vehicleId}`, {
      method: "PUT",
      headers: staff,
      json: { ...axio, code: "nre161" },
    });
    expect(taken.status).toBe(409);
  });

  test("deleting a vehicle that products fit is 409 naming how many; without fitments it goes", async () => {
    const vehicleId = await makeVehicle(store.db, { model: "Axio", code: "NZE161" });
    await fitProduct(store.db, await addProduct(store.db), [vehicleId]);
    await fitProduct(store.db, await addProduct(store.db), [vehicleId]);
    const refused = await store.api(`/vehicles/delete-vehicle/${vehicleId}`, { method: "DELETE", headers: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Toyota Axio (NZE161) still fits 2 products. Remove it from them first.");
    const lonely = await makeVehicle(store.db);
    const gone = await store.api(`/vehicles/delete-vehicle/${lonely}`, { method: "DELETE", headers: staff });
    expect(gone.status).toBe(200);
    expect((await store.api(`/vehicles/delete-vehicle/${lonely}`, { method: "DELETE", headers: staff })).status).toBe(
      404,
    );
  });

  test("the list is paged, A–Z by make and model, with how many products fit each, and searchable", async () => {
    const fit = await makeVehicle(store.db, { make: "Toyota", model: "Vitz", code: "KSP130" });
    await makeVehicle(store.db, { make: "Nissan", model: "Sunny", code: "N17" });
    await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161" });
    await fitProduct(store.db, await addProduct(store.db), [fit]);
    const all = await store.api<{ data: StaffVehicle[]; count: number }>("/vehicles/get-all-vehicles", {
      headers: staff,
    });
    expect(all.body.data.data.map((v) => [v.code, v.productCount])).toEqual([
      ["N17", 0],
      ["NZE161", 0],
      ["KSP130", 1],
    ]);
    const found = await store.api<{ data: StaffVehicle[]; count: number }>(
      "/vehicles/get-all-vehicles?searchText=ksp",
      { headers: staff },
    );
    expect(found.body.data.data.map((v) => v.code)).toEqual(["KSP130"]);
  });

  test("staff paths need a signed-in staff member", async () => {
    expect((await store.api("/vehicles/add-vehicle", { method: "POST", json: axio })).status).toBe(401);
    expect((await store.api("/vehicles/get-all-vehicles")).status).toBe(401);
    expect(
      (await store.api("/vehicles/add-fitments", { method: "POST", json: { productIds: [1], vehicleIds: [1] } }))
        .status,
    ).toBe(401);
  });
});

describe("vehicles: the storefront's lookups", () => {
  beforeEach(async () => {
    await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE141", yearFrom: 2006, yearTo: 2012 });
    await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161", yearFrom: 2012, yearTo: 2019 });
    await makeVehicle(store.db, { make: "Toyota", model: "Land Cruiser Prado", code: "GDJ150", yearTo: null });
    await makeVehicle(store.db, { make: "Nissan", model: "Sunny", code: "N17" });
  });

  test("makes, then a make's models, then a model's generations newest first", async () => {
    const makes = await store.api<VehicleMake[]>("/vehicles/visitor/makes");
    expect(makes.body.data).toEqual([
      { make: "Nissan", slug: "nissan", vehicleCount: 1 },
      { make: "Toyota", slug: "toyota", vehicleCount: 3 },
    ]);
    const models = await store.api<VehicleModel[]>("/vehicles/visitor/models?make=toyota");
    expect(models.body.data.map((m) => [m.model, m.slug])).toEqual([
      ["Axio", "axio"],
      ["Land Cruiser Prado", "land-cruiser-prado"],
    ]);
    const generations = await store.api<Vehicle[]>("/vehicles/visitor/generations?make=Toyota&model=AXIO");
    expect(generations.body.data.map((v) => [v.code, v.yearFrom, v.yearTo])).toEqual([
      ["NZE161", 2012, 2019],
      ["NZE141", 2006, 2012],
    ]);
  });

  test("a chassis code finds its vehicle in any case and with dashes; an unknown one is 404", async () => {
    for (const code of ["nze161", "NZE-161", "Nze161"]) {
      const { status, body } = await store.api<Vehicle>(`/vehicles/visitor/by-code/${code}`);
      expect(status).toBe(200);
      expect(body.data.model).toBe("Axio");
    }
    const unknown = await store.api("/vehicles/visitor/by-code/zzz999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No vehicle has chassis code zzz999.");
  });

  test("the frame number printed on the papers finds its vehicle: prefix and serial, any case, spaces or dashes", async () => {
    const frames = [
      "DBA-NZE161-7012345",
      "nze161 7012345",
      "NZE161-7012345",
      "DBA-NZE161",
      "dba nze161",
      "NZE 161 7012345",
    ];
    for (const frame of frames) {
      const { status, body } = await store.api<Vehicle>(`/vehicles/visitor/by-code/${encodeURIComponent(frame)}`);
      expect({ frame, status, code: body.data?.code }).toEqual({ frame, status: 200, code: "NZE161" });
    }
    // A serial or prefix alone names no car.
    expect((await store.api("/vehicles/visitor/by-code/7012345")).status).toBe(404);
    expect((await store.api("/vehicles/visitor/by-code/DBA-ZZZ999-7012345")).status).toBe(404);
  });

  test("search finds codes by their start first, then makes and models containing the text", async () => {
    const byCode = await store.api<Vehicle[]>("/vehicles/visitor/search?searchText=nze");
    expect(byCode.body.data.map((v) => v.code)).toEqual(["NZE161", "NZE141"]);
    const byModel = await store.api<Vehicle[]>("/vehicles/visitor/search?searchText=prado");
    expect(byModel.body.data.map((v) => v.code)).toEqual(["GDJ150"]);
    const nothing = await store.api<Vehicle[]>("/vehicles/visitor/search?searchText=%25%25");
    expect(nothing.body.data).toEqual([]);
  });
});

describe("vehicles: fitments", () => {
  let nze161: number;
  let ksp130: number;

  beforeEach(async () => {
    nze161 = await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161" });
    ksp130 = await makeVehicle(store.db, { make: "Toyota", model: "Vitz", code: "KSP130" });
  });

  const setFitments = (productId: number, vehicleIds: number[]) =>
    store.api<Vehicle[]>(`/vehicles/set-product-fitments/${productId}`, {
      method: "PUT",
      headers: staff,
      json: { vehicleIds },
    });

  test("setting a product's fitments replaces them; the product and its public fitments show them", async () => {
    const productId = await addProduct(store.db);
    const first = await setFitments(productId, [ksp130, nze161, nze161]);
    expect(first.status).toBe(200);
    expect(first.body.data.map((v) => v.code)).toEqual(["NZE161", "KSP130"]);
    const second = await setFitments(productId, [ksp130]);
    expect(second.body.data.map((v) => v.code)).toEqual(["KSP130"]);
    const product = await store.api<{ vehicleIds: number[] }>(`/products/visitor/get-product-by-id/${productId}`);
    expect(product.body.data.vehicleIds).toEqual([ksp130]);
    const fits = await store.api<Vehicle[]>(`/vehicles/visitor/product-fitments/${productId}`);
    expect(fits.body.data.map((v) => v.code)).toEqual(["KSP130"]);
    expect((await setFitments(productId, [])).body.data).toEqual([]);
  });

  test("unknown vehicles are 422 naming them and change nothing; an unknown product is 404", async () => {
    const productId = await addProduct(store.db);
    await setFitments(productId, [nze161]);
    const unknown = await setFitments(productId, [ksp130, 9999]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: "vehicleIds", message: "Unknown vehicle ids: 9999." }]);
    const fits = await store.api<Vehicle[]>(`/vehicles/product-fitments/${productId}`, { headers: staff });
    expect(fits.body.data.map((v) => v.code)).toEqual(["NZE161"]);
    expect((await setFitments(99999, [nze161])).status).toBe(404);
  });

  test("bulk: these products fit these vehicles, existing pairs kept; then removed again", async () => {
    const products: number[] = [];
    for (let i = 0; i < 12; i++) products.push(await addProduct(store.db));
    await fitProduct(store.db, products[0] as number, [nze161]);
    const added = await store.api<{ changed: number }>("/vehicles/add-fitments", {
      method: "POST",
      headers: staff,
      json: { productIds: products, vehicleIds: [nze161, ksp130] },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.changed).toBe(23);
    expect(added.body.message).toBe("23 fitments added");
    const list = await store.api<{ count: number }>(`/products/visitor/get-all-products?vehicleId=${nze161}`);
    expect(list.body.data.count).toBe(12);
    const removed = await store.api<{ changed: number }>("/vehicles/remove-fitments", {
      method: "POST",
      headers: staff,
      json: { productIds: products.slice(0, 5), vehicleIds: [nze161] },
    });
    expect(removed.body.data.changed).toBe(5);
    const after = await store.api<{ count: number }>(`/products/visitor/get-all-products?vehicleId=${nze161}`);
    expect(after.body.data.count).toBe(7);
    const unknown = await store.api("/vehicles/add-fitments", {
      method: "POST",
      headers: staff,
      json: { productIds: [...products, 99999], vehicleIds: [nze161] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: "productIds", message: "Unknown product ids: 99999." }]);
    const alone = await store.api("/vehicles/add-fitments", {
      method: "POST",
      headers: staff,
      json: { productIds: [99999], vehicleIds: [nze161] },
    });
    expect(alone.status).toBe(422);
  });

  test("an inactive product's fitments are not public", async () => {
    const hidden = await addProduct(store.db, { isActive: false });
    await fitProduct(store.db, hidden, [nze161]);
    expect((await store.api(`/vehicles/visitor/product-fitments/${hidden}`)).status).toBe(404);
    expect((await store.api(`/vehicles/product-fitments/${hidden}`, { headers: staff })).status).toBe(200);
  });

  test("deleting a product takes its fitments with it, so its vehicle can then be deleted", async () => {
    const productId = await addProduct(store.db);
    await fitProduct(store.db, productId, [nze161]);
    expect(
      (await store.api(`/products/delete-product/${productId}`, { method: "DELETE", headers: staff })).status,
    ).toBe(200);
    expect((await store.api(`/vehicles/delete-vehicle/${nze161}`, { method: "DELETE", headers: staff })).status).toBe(
      200,
    );
  });
});
