/** A clock the test moves by hand, for time-based rules (lockout, throttle, expiry) without sleeping. */
export function manualClock(start = "2026-11-23T09:00:00Z") {
  let now = new Date(start);
  return {
    now: () => now,
    advanceMinutes: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}
