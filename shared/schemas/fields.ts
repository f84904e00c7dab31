// Field schemas several forms share. Each form passes its own messages: spec §5 words the same
// rule differently per form, and the catalogue (./messages.ts) keeps every wording.
import { z } from 'zod'

/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254

/**
 * An email address as people type it: trimmed and lower-cased before it is checked. With
 * `required`, an empty field gets that message instead of `invalid`.
 */
export function emailField(messages: { invalid: string; required?: string }) {
  const { invalid, required } = messages
  const text = z.string({ error: required ?? invalid }).trim().toLowerCase()
  return (required ? text.min(1, required) : text).max(EMAIL_MAX_LENGTH, invalid).pipe(z.email(invalid))
}
