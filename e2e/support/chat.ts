/** The intake chat, as a person uses it. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Answers the chat once and waits for the bot's reply to it; returns that reply. The answer is
 * filled at once, not typed key by key (10,000 characters would take minutes).
 */
export async function sayInChat(page: Page, text: string): Promise<Locator> {
  const replies = page.locator('.intake-bot .intake-text');
  const before = await replies.count();
  await page.getByLabel('Your answer').fill(text);
  await page.getByLabel('Your answer').press('Enter');
  await expect(replies).toHaveCount(before + 1);
  return replies.last();
}
