import { describe, expect, test } from "bun:test";
import { createAccount, TEST_PASSWORD } from "../../../test/accounts";
import { makeTestApp } from "../../../test/test-app";

interface Session {
  sessionId: string;
  address: string | null;
  userAgent: string | null;
  current: boolean;
  startedAt: string;
  lastSeenAt: string;
}

async function staffWithThreeDevices() {
  const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
  await createAccount(store.db, { email: "cashier@shop.lk" });
  const signIn = async (address: string, userAgent: string) => {
    const answer = await store.api("/auth/login", {
      method: "POST",
      json: { username: "cashier@shop.lk", password: TEST_PASSWORD },
      headers: { "x-forwarded-for": address, "user-agent": userAgent },
    });
    return { authorization: answer.headers.get("authorization") ?? "" };
  };
  const desk = await signIn("203.0.113.10", "Mozilla/5.0 (Windows NT 10.0) Chrome/131");
  const phone = await signIn("100.64.1.2", "Mozilla/5.0 (Linux; Android 13) Chrome/131");
  const tablet = await signIn("198.51.100.7", "Mozilla/5.0 (iPad) Safari/605");
  const sessions = async (headers: Record<string, string>) =>
    (await store.api<Session[]>("/auth/sessions", { headers })).body.data;
  const me = (headers: Record<string, string>) => store.api("/auth/me", { headers });
  return { store, desk, phone, tablet, sessions, me };
}

describe("my sessions", () => {
  test("list each device signed in, with where from, which browser, when; the one asking is marked", async () => {
    const { desk, sessions } = await staffWithThreeDevices();
    const list = await sessions(desk);
    expect(list).toHaveLength(3);
    expect(list.filter((session) => session.current).map((session) => session.address)).toEqual(["203.0.113.10"]);
    expect(list.map((session) => session.userAgent)).toContain("Mozilla/5.0 (Linux; Android 13) Chrome/131");
    for (const session of list)
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
  });

  test("signing out one session ends it at once; another's session is not mine to end (404)", async () => {
    const { store, desk, phone, sessions, me } = await staffWithThreeDevices();
    const phoneSession = (await sessions(desk)).find((session) => session.address === "100.64.1.2");
    const ended = await store.api(`/auth/sessions/${phoneSession?.sessionId}`, { method: "DELETE", headers: desk });
    expect(ended.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(desk)).status).toBe(200);
    expect(await sessions(desk)).toHaveLength(2);

    const other = await store.asStaff();
    const notMine = (await sessions(other))[0]?.sessionId;
    expect((await store.api(`/auth/sessions/${notMine}`, { method: "DELETE", headers: desk })).status).toBe(404);
    expect((await me(other)).status).toBe(200);
  });

  test("sign out everywhere else keeps only the session asking", async () => {
    const { store, desk, phone, tablet, sessions, me } = await staffWithThreeDevices();
    const answer = await store.api<{ ended: number }>("/auth/sessions/sign-out-others", {
      method: "POST",
      headers: phone,
    });
    expect(answer.body.data).toEqual({ ended: 2 });
    expect([(await me(desk)).status, (await me(phone)).status, (await me(tablet)).status]).toEqual([401, 200, 401]);
    expect((await sessions(phone)).map((session) => session.current)).toEqual([true]);
  });
});
