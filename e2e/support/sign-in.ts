// Signing in as a person does: through the sign-in form of the page on show (/login, in any
// language). The form is found as the page's own one asking for the current password: the
// footer's newsletter form has an email field and a submit button too, and right after a
// client-side navigation a bare `input[name=email]` could match the footer's while the previous
// page is still drawn. Where the browser lands next is the caller's to check.
import type { Page } from 'playwright-core'

/** The password of every seeded demo account (the server's default DEMO_PASSWORD, worker/src/env.ts). */
export const DEMO_PASSWORD = 'Demo12345'

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.locator('main form', { has: page.locator('input[autocomplete=current-password]') })
  await form.locator('input[name=email]').fill(email)
  await form.locator('input[name=password]').fill(password)
  await form.locator('button[type=submit]').click()
}
