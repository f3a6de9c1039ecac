type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

/**
 * Waits until `check` gives a truthy value (a log line written, a row saved, a message sent) and returns it: tests
 * wait for a condition, never for a time. Fails naming `what` when it has not happened in `timeoutMs`, which is
 * generous: only a test that would fail anyway waits that long.
 */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 15_000): Promise<Truthy<T>> {
  const ends = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > ends) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await Bun.sleep(5);
  }
}
