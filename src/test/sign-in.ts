import { expect } from "bun:test";
import { createAccount, setCookies, TEST_PASSWORD } from "./accounts";
import type { TestApp } from "./test-app";

/** Signs a new staff account in through the real login route and returns what a browser would now hold. */
export async function signIn(store: TestApp, rememberMe = false) {
  const account = await createAccount(store.db);
  const response = await store.request("/api/v1/auth/login", {
    method: "POST",
    json: { username: account.email, password: TEST_PASSWORD, rememberMe },
  });
  expect(response.status).toBe(200);
  const cookies = setCookies(response);
  const value = (name: string) => cookies.get(name)?.value as string;
  return {
    account,
    accessToken: value("auth_token"),
    refreshToken: value("refresh_token"),
    xsrf: value("XSRF-TOKEN"),
  };
}
