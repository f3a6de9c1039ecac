import { describe, expect, test } from "bun:test";
import { treaty } from "@elysiajs/eden";
import type { App } from "../server/api-types";
import { createAccount, TEST_PASSWORD } from "../test/accounts";
import { makeTestApp } from "../test/test-app";
import { ApiError, call } from "./api-client";
import { failures } from "./failures";

describe("the typed API client (Eden Treaty over the app's own types)", () => {
  test("calls the real routes; a misspelt body field does not compile", async () => {
    const store = makeTestApp();
    const account = await createAccount(store.db);
    const api = treaty(store.app).api.v1;

    const user = await call(api.auth.login.post({ username: account.email, password: TEST_PASSWORD }));
    expect(user).toMatchObject({ email: account.email });

    // @ts-expect-error `usernme` is no field of the login body: `bun run typecheck` fails the day this compiles.
    const misspelt = api.auth.login.post({ usernme: account.email, password: TEST_PASSWORD });
    const refused = await call(misspelt, { quiet: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
  });

  test("a failure becomes an ApiError with the server's message and field errors, shown once unless quiet", async () => {
    const store = makeTestApp();
    const api = treaty(store.app).api.v1;
    failures.current = null;
    const quiet = await call(api.brands["add-brand"].post({ name: "X" }), { quiet: true }).catch((e: unknown) => e);
    expect(quiet).toMatchObject({ status: 401, message: "Please sign in to continue." });
    expect(failures.current).toBeNull();

    await call(api.brands["add-brand"].post({ name: "X" })).catch(() => undefined);
    expect(failures.current).toMatchObject({ message: "Please sign in to continue.", tone: "error" });
    failures.current = null;
  });

  test("a server that cannot be reached is status 0 with the spec's network message, not a server error", async () => {
    const api = treaty<App>("http://127.0.0.1:1").api.v1;
    const refused = await call(api.auth.me.get(), { quiet: true }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 0, message: "Network error. Check your internet connection." });
  });
});
