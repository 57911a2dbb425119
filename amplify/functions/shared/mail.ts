/** Sends a composed e-mail through Amazon SES (the local cloud's mailbox when run locally). */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { ComposedMail } from './mailTemplates';

const ses = new SESv2Client({});

export async function sendMail(mail: ComposedMail): Promise<void> {
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set');
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.headers ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        },
      },
    }),
  );
}
