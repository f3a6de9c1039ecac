/** argon2id cost; the defaults suit production, tests pass a cheaper one. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for anything that is not a hash (Bun.password.verify throws then). */
  verify(password: string, hash: string): Promise<boolean>;
  /** Spends the time of one verify, so "no such account" is not answered faster than "wrong password". */
  verifyNothing(password: string): Promise<void>;
}

/** Bun's argon2id defaults (64 MiB, 2 passes), ≈ 100–190 ms per hash on these machines. */
export const PRODUCTION_COST: PasswordCost = { memoryCost: 65536, timeCost: 2 };

export function createPasswords(cost: PasswordCost = PRODUCTION_COST): Passwords {
  const hash = (password: string) => Bun.password.hash(password, { algorithm: "argon2id", ...cost });
  let decoy: Promise<string> | undefined;

  async function verify(password: string, stored: string) {
    try {
      return await Bun.password.verify(password, stored, "argon2id");
    } catch {
      return false;
    }
  }

  return {
    hash,
    verify,
    async verifyNothing(password) {
      decoy ??= hash(crypto.randomUUID());
      await verify(password, await decoy);
    },
  };
}
