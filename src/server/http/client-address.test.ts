import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type ListeningStore, listeningStore } from "../../test/listening-store";
import { requestFrom } from "../../test/request-from";
import { clientAddress, clientKey, rememberPeer } from "./client-address";

const wrongLogin = { method: "POST", json: { username: "someone@example.com", password: "wrong password" } };

describe("throttles count per client, by the socket's address", () => {
  let running: ListeningStore;
  beforeAll(() => {
    running = listeningStore({ env: { LOGIN_REQUESTS_PER_MINUTE: "5" } });
  });
  afterAll(() => running.stop());

  test("one address spending its sign-in budget does not lock another out", async () => {
    const login = `${running.url}/api/v1/auth/login`;
    for (let i = 0; i < 5; i++) expect((await requestFrom("127.0.0.2", login, wrongLogin)).status).toBe(401);
    expect((await requestFrom("127.0.0.2", login, wrongLogin)).status).toBe(429);
    expect((await requestFrom("127.0.0.1", login, wrongLogin)).status).toBe(401);
  });

  test("order-tracking misses from one address do not block tracking for another", async () => {
    // A new e-mail each time: this is the address's budget (each contact has its own, look-up-budget.ts).
    const track = (i: number) =>
      `${running.url}/api/v1/orders/visitor/track?orderId=ORD-20260101-0001&email=a${i}@example.com`;
    for (let i = 0; i < 20; i++) expect((await requestFrom("127.0.0.3", track(i))).status).toBe(404);
    expect((await requestFrom("127.0.0.3", track(20))).status).toBe(429);
    expect((await requestFrom("127.0.0.4", track(21))).status).toBe(404);
  });
});

describe("behind a trusted proxy", () => {
  let running: ListeningStore;
  beforeAll(() => {
    running = listeningStore({ env: { LOGIN_REQUESTS_PER_MINUTE: "3", TRUST_PROXY: "true" } });
  });
  afterAll(() => running.stop());

  test("the client is the entry the proxy appended; a rotated left-most entry does not escape the throttle", async () => {
    const login = `${running.url}/api/v1/auth/login`;
    const via = (forwardedFor: string) =>
      requestFrom("127.0.0.5", login, { ...wrongLogin, headers: { "x-forwarded-for": forwardedFor } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await via(`10.9.9.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await via("203.0.113.8")).status).toBe(401);
  });
});

describe("clientAddress", () => {
  const request = (forwardedFor?: string) => {
    const made = new Request("http://shop.test/", {
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });
    rememberPeer(made, "192.0.2.10");
    return made;
  };

  test("without a proxy it is the socket's address, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request("203.0.113.7"), 0)).toBe("192.0.2.10");
  });

  test("behind N proxies it is the N-th entry from the right, or the socket's address when there are fewer", () => {
    expect(clientAddress(request("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(request("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientAddress(request(), 1)).toBe("192.0.2.10");
  });

  test("a request that came through no socket is one anonymous client", () => {
    expect(clientAddress(new Request("http://shop.test/"), 0)).toBe("unknown");
  });
});

describe("an IPv6 client is its /64", () => {
  test("every address of one /64 is one client, however it is written; IPv4 stays itself", () => {
    const one = ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:1:2:3", "2001:DB8:1:2:aaaa::9", "2001:db8:1:2::"];
    expect(new Set(one.map(clientKey))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  });
});
