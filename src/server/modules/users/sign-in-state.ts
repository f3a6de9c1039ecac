/**
 * What changing an account asks of sign-in (the auth feature provides it): end the account's sessions, read and lift
 * its locks, reset or require the second step. Declared here and handed in, so accounts and sign-in do not import
 * each other.
 */
export interface AccountSessions {
  revokeAllFor(userId: number): Promise<unknown>;
}

export interface AccountLocks {
  lastLockEnds(email: string, now: Date): Promise<Date | null>;
  clearAccount(email: string): Promise<unknown>;
}

export interface AccountSecondStep {
  reset(userId: number): Promise<boolean>;
  requiredForStaff(): Promise<boolean>;
  setRequiredForStaff(required: boolean): Promise<unknown>;
}
