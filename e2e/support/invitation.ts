/**
 * The invitation as the initiator sends it in the browser (issue 27): the one-line topic Dfuse
 * proposes (kept, or replaced by `topic`), the preview of the e-mail, and "Send?" answered Send.
 */
import { expect, type Page } from '@playwright/test';

export async function sendInvitationOnPage(page: Page, topic?: string): Promise<void> {
  const form = page.getByTestId('invitation-topic');
  const field = form.getByLabel('Topic of the invitation');
  await expect(field).toBeEnabled();
  if (topic !== undefined) await field.fill(topic);
  await form.getByRole('button', { name: 'Preview the invitation' }).click();
  const preview = page.getByTestId('invitation-preview');
  await expect(preview.getByRole('heading', { name: 'Send?' })).toBeVisible();
  await preview.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
}
