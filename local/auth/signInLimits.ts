/**
 * How fast sign-ins may start. Each USER_SRP_AUTH start costs the server a 3072-bit modular
 * exponentiation (about 7 ms of the cloud's one thread) and a pending challenge kept for three
 * minutes, and asks for no credentials: unbounded, anyone could keep the cloud busy (issue 24).
 * Cognito answers its request-rate quotas with TooManyRequestsException 'Rate exceeded'; so does
 * this pool, per client address and overall, well above what people signing in need (bench:flow's
 * pairs sign in without meeting it). aws-amplify retries a throttled call after a short wait.
 * Not per account: a stranger could then hold up someone else's sign-in (wrong passwords are the
 * account's own lockout, `assertNotLocked`). Every client of a local cloud on loopback shares one
 * address; a deployed one, or one serving a LAN, tells them apart.
 */
import { CognitoError } from './errors';

/** A token bucket: `burst` at once, refilled at `perSecond`. */
class Bucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: BucketRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.updatedAt = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.rate.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Full again by `now`: nothing to remember. */
  full(now: number): boolean {
    return this.tokens + ((now - this.updatedAt) / 1000) * this.rate.perSecond >= this.rate.burst;
  }
}

interface BucketRate {
  burst: number;
  perSecond: number;
}

export const SIGN_IN_START_LIMITS = {
  /** One client address: a browser, or a script (bench:local-cloud signs 64 clients in one after another). */
  perAddress: { burst: 64, perSecond: 20 },
  /** Everyone together: at most about a fifth of the cloud's thread spent on starts. */
  overall: { burst: 100, perSecond: 30 },
} satisfies Record<string, BucketRate>;

/** Addresses remembered at most; beyond, the full buckets are forgotten first (a flood from many addresses). */
const MAX_KEYS = 10_000;

/** Cognito's own answer to a request over its quota. */
export const rateExceeded = () => new CognitoError('TooManyRequestsException', 'Rate exceeded');

/** One bucket per key, remembered only while it is not full. */
class Buckets {
  private readonly byKey = new Map<string, Bucket>();

  constructor(private readonly rate: BucketRate) {}

  take(key: string, now: number): boolean {
    let bucket = this.byKey.get(key);
    if (!bucket) {
      if (this.byKey.size >= MAX_KEYS) this.forgetFull(now);
      bucket = new Bucket(this.rate, now);
      this.byKey.set(key, bucket);
    }
    return bucket.take(now);
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.byKey) if (bucket.full(now)) this.byKey.delete(key);
    // Still full of busy keys: forget the oldest.
    while (this.byKey.size >= MAX_KEYS) this.byKey.delete(this.byKey.keys().next().value!);
  }
}

export class SignInStartLimiter {
  private readonly addresses = new Buckets(SIGN_IN_START_LIMITS.perAddress);
  private readonly overall: Bucket;

  constructor(private readonly now: () => number) {
    this.overall = new Bucket(SIGN_IN_START_LIMITS.overall, now());
  }

  /**
   * Counts one sign-in start from `address` (for any account, known or not), or throws
   * TooManyRequestsException. The client's own allowance first: a client refused uses up
   * nothing of everyone else's.
   */
  admit(address: string): void {
    const now = this.now();
    if (!this.addresses.take(address, now) || !this.overall.take(now)) throw rateExceeded();
  }
}
