/** A statement on `db` inside a transaction's work, or a transaction's `tx` used after it ended. */
export class TransactionMisuseError extends Error {}

export const DB_INSIDE_TRANSACTION =
  "A statement on db ran inside a transaction's work: inside db.transaction(…) every statement goes through its tx.";
export const TX_AFTER_END =
  "A statement on a transaction's tx ran after the transaction ended (a promise nobody awaited?).";
