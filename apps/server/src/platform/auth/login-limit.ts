import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { attemptsInLastMinute, countAttempt, countAttemptWithin, pruneAttempts } from './login-limit.repo.ts';

export interface LoginLimits {
  /** Attempts per minute on one account, from anywhere (LOGIN_RATE_LIMIT). */
  perAccount: number;
  /** Failed attempts per minute from one client address, on any accounts (LOGIN_ADDRESS_LIMIT). */
  failuresPerAddress: number;
}

const tooMany = () => new HttpError(429, '90002');

/**
 * The sign-in limit, shared by every instance through the database, over the last minute (a sliding
 * window: no burst of twice the limit across a minute's boundary). An account counts every attempt
 * on it, whichever of its username or e-mail was typed (an unknown login counts under its own text),
 * so guessing one student's password is slow from any number of addresses. An address counts only
 * its failures: a computer lab where a hundred students sign in behind one address is never
 * limited, but one client trying ten passwords on each of ten accounts is.
 */
export class LoginLimiter {
  private readonly db: Db;
  private readonly limits: LoginLimits;
  private attempts = 0;
  constructor(db: Db, limits: LoginLimits) {
    this.db = db;
    this.limits = limits;
  }

  /** Counts the attempt and refuses it (HTTP 429, 90002) before the password is checked, when over a limit. */
  async admit(account: { userId: number } | { login: string }, address: string): Promise<void> {
    const key = 'userId' in account ? `account:${account.userId}` : `name:${account.login.toLowerCase()}`;
    // Old attempts are removed now and then, by whichever instance happens to count.
    if ((this.attempts += 1) % 100 === 0) await pruneAttempts(this.db);
    if ((await attemptsInLastMinute(this.db, `address:${address}`)) >= this.limits.failuresPerAddress) throw tooMany();
    if (!(await countAttemptWithin(this.db, key, this.limits.perAccount))) throw tooMany();
  }

  /** Counts a failed attempt against the address it came from. */
  async failed(address: string): Promise<void> {
    await countAttempt(this.db, `address:${address}`);
  }
}
