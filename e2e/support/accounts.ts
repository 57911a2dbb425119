import { expect, type Page } from '@playwright/test';
import { codeIn, uniqueEmail, waitForMail } from './stack';

export const PASSWORD = 'Sturdy-pass-1';

export interface TestPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export const newPerson = (firstName: string, lastName = 'Tester'): TestPerson => ({
  firstName,
  lastName,
  email: uniqueEmail(firstName.toLowerCase()),
});

/** Fills the register form the page is on, confirms with the mailed code, and waits to leave /register. */
export async function completeRegistration(page: Page, person: TestPerson): Promise<void> {
  const started = Date.now();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create account|register/i }).click();
  const mail = await waitForMail(person.email, /verification code/i, started);
  await page.getByLabel(/code/i).fill(codeIn(mail));
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).not.toHaveURL(/\/register/);
}

/** Registers a new account from /register?next=… */
export async function register(page: Page, person: TestPerson, next = '/'): Promise<void> {
  await page.goto(`/register?next=${encodeURIComponent(next)}`);
  await completeRegistration(page, person);
}
