/**
 * Runs `work` and answers no sooner than `ms` after it began, failing or not: where the work done tells a secret
 * (a reset code is made and mailed only for an existing account), every answer takes the same time, so its timing
 * does not tell which addresses have accounts.
 */
export async function answerNoSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await Bun.sleep(left);
  }
}
