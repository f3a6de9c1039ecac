import { expect, test } from "bun:test";
import { LOGIN_FAILED, signInMessage, waitText } from "./sign-in-messages";

test("each status of the catalogue has the sign-in screen's message", () => {
  expect(signInMessage(401, "anything")).toBe("Invalid username or password.");
  expect(signInMessage(400)).toBe("Invalid request. Please check your input.");
  expect(signInMessage(404)).toBe("User not found.");
  expect(signInMessage(500, "Internal")).toBe("Server error. Please try again later.");
  for (const status of [502, 503, 504]) {
    expect(signInMessage(status)).toBe("Service temporarily unavailable. Please try again later.");
  }
  expect(signInMessage(0)).toBe("Unable to connect to server. Please check your internet connection.");
  expect(signInMessage(403)).toBe("Account is locked or disabled. Please contact support.");
});

test("a 403 keeps the server's reason; a lock and a throttle say how long to wait", () => {
  expect(signInMessage(403, "This account is waiting for an admin to activate it.")).toBe(
    "This account is waiting for an admin to activate it.",
  );
  expect(signInMessage(423, "x", 13 * 60)).toBe(
    "Account is temporarily locked due to multiple failed attempts. Please try again in 13 minutes.",
  );
  expect(signInMessage(423)).toBe("Account is temporarily locked due to multiple failed attempts.");
  expect(signInMessage(429, "x", 41)).toBe("Too many login attempts. Please try again in 41 seconds.");
  expect(signInMessage(429)).toBe("Too many login attempts. Please try again later.");
});

test("other statuses show the server's message, else a general one", () => {
  expect(signInMessage(418, "I am a teapot")).toBe("I am a teapot");
  expect(signInMessage(418)).toBe(LOGIN_FAILED);
});

test("waits read as people say them, rounded up", () => {
  expect(waitText(1)).toBe("in 1 second");
  expect(waitText(60)).toBe("in 1 minute");
  expect(waitText(61)).toBe("in 2 minutes");
});
