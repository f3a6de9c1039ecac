/** SHA-256 hex of a high-entropy secret (refresh tokens): what the database keeps instead of the secret. */
export const sha256 = (value: string) => new Bun.CryptoHasher("sha256").update(value).digest("hex");

/** Keyed hash for low-entropy secrets (6-digit reset codes), so a copy of the database cannot brute-force them. */
export const keyedHash = (key: string, value: string) =>
  new Bun.CryptoHasher("sha256", key).update(value).digest("hex");

/** A URL-safe random secret of `bytes` random bytes. */
export const randomSecret = (bytes = 32) =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
