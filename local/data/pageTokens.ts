/**
 * Page tokens as opaque as AppSync's: the cursor (the key of the last item read) is encrypted
 * and authenticated with AES-256-GCM under a key kept in the data folder, bound to the query it
 * came from (model, index, partition, direction). A token reveals nothing about the items behind
 * it, and a forged, altered or foreign token is refused.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppSyncError } from './errors.ts';
import type { Cursor } from './store.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class PageTokens {
  constructor(private readonly key: Buffer = randomBytes(32)) {
    if (key.length !== 32) throw new Error('A page-token key is 32 bytes');
  }

  seal(scope: string, cursor: Cursor): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(scope));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(cursor), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The cursor of a token made by `seal` for the same scope; null without a token. */
  open(scope: string, token: unknown): Cursor | null {
    if (token === null || token === undefined) return null;
    try {
      const bytes = Buffer.from(String(token), 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('too short');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(scope));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      const cursor = JSON.parse(text) as Cursor;
      if (cursor && typeof cursor.pk === 'string') return cursor;
    } catch {
      // fall through: any failure is the same refusal
    }
    throw new AppSyncError('The provided starting key is invalid', 'DynamoDB:DynamoDbException');
  }
}
