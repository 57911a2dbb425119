/**
 * Database access for the local user pool. Tables are prefixed auth_ and created on start;
 * all times are epoch milliseconds (bigint columns come back as JS numbers from PGlite).
 */
import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED';
export type CodePurpose = 'signup' | 'reset' | 'email';

export interface UserRecord {
  sub: string;
  email: string;
  status: UserStatus;
  /** Every attribute but sub and email, values as Cognito strings (e.g. email_verified 'true'). */
  attributes: Record<string, string>;
  srpSalt: string;
  srpVerifier: string;
  failedAttempts: number;
  lockedUntil: number;
  /** An e-mail change waiting for its verification code (the current e-mail stays active meanwhile). */
  pendingEmail: string | null;
  createdAt: number;
}

export interface CodeRecord {
  codeHash: string;
  expiresAt: number;
  failedAttempts: number;
  /** For 'email' codes: the address the code was sent to. */
  target: string | null;
}

export interface SessionRecord {
  originJti: string;
  sub: string;
  clientId: string;
  authTime: number;
  expiresAt: number;
  revokedAt: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_users (
  sub text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  status text NOT NULL,
  attributes jsonb NOT NULL,
  srp_salt text NOT NULL,
  srp_verifier text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until bigint NOT NULL DEFAULT 0,
  pending_email text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_codes (
  sub text NOT NULL REFERENCES auth_users(sub) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  target text,
  expires_at bigint NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (sub, purpose)
);
CREATE TABLE IF NOT EXISTS auth_code_sends (
  sub text NOT NULL REFERENCES auth_users(sub) ON DELETE CASCADE,
  sent_at bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_code_sends_sub ON auth_code_sends (sub, sent_at);
CREATE TABLE IF NOT EXISTS auth_sessions (
  origin_jti text PRIMARY KEY,
  refresh_token_hash text NOT NULL UNIQUE,
  sub text NOT NULL REFERENCES auth_users(sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  auth_time bigint NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX IF NOT EXISTS auth_sessions_sub ON auth_sessions (sub);
`;

interface UserRow {
  sub: string;
  email: string;
  status: UserStatus;
  attributes: Record<string, string>;
  srp_salt: string;
  srp_verifier: string;
  failed_attempts: number;
  locked_until: number;
  pending_email: string | null;
  created_at: number;
}

const toUser = (row: UserRow): UserRecord => ({
  sub: row.sub,
  email: row.email,
  status: row.status,
  attributes: row.attributes,
  srpSalt: row.srp_salt,
  srpVerifier: row.srp_verifier,
  failedAttempts: row.failed_attempts,
  lockedUntil: row.locked_until,
  pendingEmail: row.pending_email,
  createdAt: row.created_at,
});

/** Secrets (codes, refresh tokens) are stored as SHA-256 digests only. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Postgres unique_violation. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export class UserStore {
  constructor(private readonly db: PGlite) {}

  async migrate(): Promise<void> {
    await this.db.exec(SCHEMA);
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM auth_users WHERE email = $1', [email]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findBySub(sub: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM auth_users WHERE sub = $1', [sub]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Inserts a user; rejects with a unique violation (see isUniqueViolation) if the e-mail is taken. */
  async insert(user: Omit<UserRecord, 'failedAttempts' | 'lockedUntil' | 'pendingEmail'>): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_users (sub, email, status, attributes, srp_salt, srp_verifier, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [user.sub, user.email, user.status, JSON.stringify(user.attributes), user.srpSalt, user.srpVerifier, user.createdAt],
    );
  }

  async confirm(sub: string, now: number): Promise<void> {
    await this.db.query(
      `UPDATE auth_users SET status = 'CONFIRMED',
         attributes = attributes || '{"email_verified":"true"}'::jsonb, updated_at = $2
       WHERE sub = $1`,
      [sub, now],
    );
  }

  async setAttributes(sub: string, attributes: Record<string, string>, now: number): Promise<void> {
    await this.db.query('UPDATE auth_users SET attributes = attributes || $2::jsonb, updated_at = $3 WHERE sub = $1', [
      sub,
      JSON.stringify(attributes),
      now,
    ]);
  }

  async setPendingEmail(sub: string, pendingEmail: string | null, now: number): Promise<void> {
    await this.db.query('UPDATE auth_users SET pending_email = $2, updated_at = $3 WHERE sub = $1', [sub, pendingEmail, now]);
  }

  /** Swaps in a verified e-mail; rejects with a unique violation if another account took it meanwhile. */
  async changeEmail(sub: string, email: string, now: number): Promise<void> {
    await this.db.query(
      `UPDATE auth_users SET email = $2, pending_email = NULL,
         attributes = attributes || '{"email_verified":"true"}'::jsonb, updated_at = $3
       WHERE sub = $1`,
      [sub, email, now],
    );
  }

  async setVerifier(sub: string, salt: string, verifier: string, now: number): Promise<void> {
    await this.db.query(
      `UPDATE auth_users SET srp_salt = $2, srp_verifier = $3, failed_attempts = 0, locked_until = 0, updated_at = $4
       WHERE sub = $1`,
      [sub, salt, verifier, now],
    );
  }

  async recordSignInFailure(sub: string, failedAttempts: number, lockedUntil: number): Promise<void> {
    await this.db.query('UPDATE auth_users SET failed_attempts = $2, locked_until = $3 WHERE sub = $1', [sub, failedAttempts, lockedUntil]);
  }

  async resetSignInFailures(sub: string): Promise<void> {
    await this.db.query('UPDATE auth_users SET failed_attempts = 0, locked_until = 0 WHERE sub = $1 AND failed_attempts <> 0', [sub]);
  }

  // --- one-time codes: one live code per user and purpose; a new code replaces the old one

  async saveCode(sub: string, purpose: CodePurpose, code: string, expiresAt: number, target: string | null = null): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_codes (sub, purpose, code_hash, target, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (sub, purpose) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, target = EXCLUDED.target, expires_at = EXCLUDED.expires_at, failed_attempts = 0`,
      [sub, purpose, digest(`${sub}:${code}`), target, expiresAt],
    );
  }

  async findCode(sub: string, purpose: CodePurpose): Promise<CodeRecord | null> {
    const { rows } = await this.db.query<{ code_hash: string; expires_at: number; failed_attempts: number; target: string | null }>(
      'SELECT code_hash, expires_at, failed_attempts, target FROM auth_codes WHERE sub = $1 AND purpose = $2',
      [sub, purpose],
    );
    const row = rows[0];
    return row ? { codeHash: row.code_hash, expiresAt: row.expires_at, failedAttempts: row.failed_attempts, target: row.target } : null;
  }

  async recordCodeFailure(sub: string, purpose: CodePurpose): Promise<void> {
    await this.db.query('UPDATE auth_codes SET failed_attempts = failed_attempts + 1 WHERE sub = $1 AND purpose = $2', [sub, purpose]);
  }

  /** Deletes the code; false if it was already gone (a concurrent request consumed it). */
  async deleteCode(sub: string, purpose: CodePurpose): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM auth_codes WHERE sub = $1 AND purpose = $2 RETURNING 1', [sub, purpose]);
    return rows.length > 0;
  }

  /** Counts the code e-mails sent to a user since `since`, forgetting older ones. */
  async countCodeSends(sub: string, since: number): Promise<number> {
    await this.db.query('DELETE FROM auth_code_sends WHERE sub = $1 AND sent_at < $2', [sub, since]);
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_code_sends WHERE sub = $1', [sub]);
    return rows[0]?.n ?? 0;
  }

  async recordCodeSend(sub: string, now: number): Promise<void> {
    await this.db.query('INSERT INTO auth_code_sends (sub, sent_at) VALUES ($1, $2)', [sub, now]);
  }

  // --- sign-in sessions: one per refresh token; origin_jti ties issued tokens to it

  async createSession(session: Omit<SessionRecord, 'revokedAt'>, refreshToken: string, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_sessions (origin_jti, refresh_token_hash, sub, client_id, auth_time, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [session.originJti, digest(refreshToken), session.sub, session.clientId, session.authTime, now, session.expiresAt],
    );
  }

  async findSessionByRefreshToken(refreshToken: string): Promise<SessionRecord | null> {
    const { rows } = await this.db.query<{
      origin_jti: string;
      sub: string;
      client_id: string;
      auth_time: number;
      expires_at: number;
      revoked_at: number | null;
    }>('SELECT origin_jti, sub, client_id, auth_time, expires_at, revoked_at FROM auth_sessions WHERE refresh_token_hash = $1', [
      digest(refreshToken),
    ]);
    const row = rows[0];
    return row
      ? { originJti: row.origin_jti, sub: row.sub, clientId: row.client_id, authTime: row.auth_time, expiresAt: row.expires_at, revokedAt: row.revoked_at }
      : null;
  }

  async revokeSession(originJti: string, now: number): Promise<void> {
    await this.db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE origin_jti = $1 AND revoked_at IS NULL', [originJti, now]);
  }

  /** Deletes the user with its codes and sessions (AdminDeleteUser). */
  async deleteUser(sub: string): Promise<void> {
    await this.db.query('DELETE FROM auth_users WHERE sub = $1', [sub]);
  }

  /** Revokes the user's live sessions, all or all but `except`; returns their origin_jti values. */
  async revokeAllSessions(sub: string, now: number, except: string | null = null): Promise<string[]> {
    const { rows } = await this.db.query<{ origin_jti: string }>(
      'UPDATE auth_sessions SET revoked_at = $2 WHERE sub = $1 AND revoked_at IS NULL AND origin_jti IS DISTINCT FROM $3 RETURNING origin_jti',
      [sub, now, except],
    );
    return rows.map((r) => r.origin_jti);
  }

  /** origin_jti values revoked recently enough that tokens minted from them may still be unexpired. */
  async recentlyRevokedSessions(since: number): Promise<string[]> {
    const { rows } = await this.db.query<{ origin_jti: string }>('SELECT origin_jti FROM auth_sessions WHERE revoked_at >= $1', [since]);
    return rows.map((r) => r.origin_jti);
  }
}
