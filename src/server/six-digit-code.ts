/** A uniformly random 6-digit code (rejection sampling, so no digit is likelier than another). */
export function sixDigitCode(): string {
  const limit = 4_294_000_000; // largest multiple of 1,000,000 below 2^32
  for (;;) {
    const [value = limit] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}
