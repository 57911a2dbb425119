/**
 * The SES stand-in: every e-mail the local cloud sends (sign-up and reset codes,
 * invitations, notifications) is stored here instead of delivered.
 */
import type { Database } from '../store/open';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (SES v2 Simple.Headers), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface StoredMail extends Required<OutgoingMail> {
  id: number;
  sentAt: string;
}

export interface Mailbox {
  send(mail: OutgoingMail): Promise<void>;
  list(filter?: { to?: string }): Promise<StoredMail[]>;
}

export async function createMailbox(db: Database): Promise<Mailbox> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS mailbox_messages (
      id SERIAL PRIMARY KEY,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      html_body TEXT NOT NULL,
      sent_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS mailbox_messages_recipient ON mailbox_messages (recipient);
    ALTER TABLE mailbox_messages ADD COLUMN IF NOT EXISTS headers_json TEXT NOT NULL DEFAULT '{}';
  `);
  return {
    async send(mail) {
      await db.query('INSERT INTO mailbox_messages (recipient, subject, text_body, html_body, headers_json) VALUES ($1, $2, $3, $4, $5)', [
        mail.to.trim().toLowerCase(),
        mail.subject,
        mail.text,
        mail.html ?? '',
        JSON.stringify(mail.headers ?? {}),
      ]);
    },
    async list(filter = {}) {
      const to = filter.to?.trim().toLowerCase();
      const { rows } = await db.query<{ id: number; recipient: string; subject: string; text_body: string; html_body: string; headers_json: string; sent_at: Date }>(
        `SELECT id, recipient, subject, text_body, html_body, headers_json, sent_at FROM mailbox_messages
         ${to ? 'WHERE recipient = $1' : ''} ORDER BY id DESC LIMIT 500`,
        to ? [to] : [],
      );
      return rows.map((r) => ({
        id: r.id,
        to: r.recipient,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        headers: JSON.parse(r.headers_json) as Record<string, string>,
        sentAt: new Date(r.sent_at).toISOString(),
      }));
    },
  };
}
