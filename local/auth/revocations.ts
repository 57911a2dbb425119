/**
 * Sessions revoked lately (RevokeToken, GlobalSignOut), remembered for as long as a token
 * minted from them could still be valid. Its own module: the auth context holds one, and the
 * session code (which reads the context) adds to it.
 */
import { TOKEN_LIFETIME_SECONDS } from './claims';
import type { UserStore } from './users';

/** After this long every token minted from a revoked session has expired on its own. */
const REVOCATION_MEMORY = TOKEN_LIFETIME_SECONDS * 1000;

/**
 * origin_jti values of recently revoked sessions, kept in memory so verifying a token (which
 * the data API does for every request) needs no database round trip.
 */
export class RevocationList {
  private readonly revokedAt = new Map<string, number>();
  private readonly listeners = new Set<(originJti: string) => void>();

  /** Calls `listener` with the origin_jti of every session revoked from now on. */
  onRevoked(listener: (originJti: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  static async load(store: UserStore, now: number): Promise<RevocationList> {
    const list = new RevocationList();
    for (const originJti of await store.recentlyRevokedSessions(now - REVOCATION_MEMORY)) list.add(originJti, now);
    return list;
  }

  add(originJti: string, now: number): void {
    this.revokedAt.delete(originJti); // re-insert so the map stays ordered by revocation time
    this.revokedAt.set(originJti, now);
    for (const listener of this.listeners) listener(originJti);
  }

  has(originJti: string, now: number): boolean {
    for (const [jti, at] of this.revokedAt) {
      if (at >= now - REVOCATION_MEMORY) break; // Map keeps insertion order: the rest are newer.
      this.revokedAt.delete(jti);
    }
    return this.revokedAt.has(originJti);
  }
}
