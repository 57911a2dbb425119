/**
 * The private safety check as a person answers it in the browser (docs/rules.md, "Safety"):
 * every session screen shows it first to whoever has not answered it yet.
 */
import { expect, type Page } from '@playwright/test';
import { SAFETY_QUESTIONS, SAFETY_TEXTS, type SafetyQuestionId } from '../../src/domain/safety';

/** Answers the check on `page` (the first, or with `heading` the one offered again at a check-in): no to every question but those in `yes`; then saves. */
export async function answerSafetyCheckOnPage(page: Page, yes: readonly SafetyQuestionId[] = [], heading: string = SAFETY_TEXTS.heading): Promise<void> {
  const form = page.getByRole('form', { name: heading });
  await expect(form).toBeVisible();
  const groups = form.getByRole('group');
  await expect(groups).toHaveCount(SAFETY_QUESTIONS.length);
  for (const [index, question] of SAFETY_QUESTIONS.entries()) {
    await groups.nth(index).getByLabel(yes.includes(question.id) ? 'Yes' : 'No', { exact: true }).check();
  }
  await form.getByRole('button', { name: 'Save my answers' }).click();
  await expect(form).toBeHidden();
}
