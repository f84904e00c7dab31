// Field schemas several forms share. Each form passes its own messages: spec §5 words the same
// rule differently per form, and the catalogue (./messages.ts) keeps every wording.
import { z } from 'zod'
import { MESSAGES } from './messages'

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

/**
 * Characters nobody types into a form and that only ever hide something: C0 and C1 controls (NUL,
 * escape, line breaks…) and the bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069) that
 * make text display in another order than it is stored. Copied into an email subject or a log
 * line, a line break starts a new header or a forged entry.
 */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f)
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)

/** True when `text` holds no control character (line breaks included) and no bidi override. */
export function isSingleLine(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isControl(code) || isBidiControl(code)) return false
  }
  return true
}

/** `text` without its hidden characters; tabs and line breaks stay (a message keeps its paragraphs). */
export function withoutHiddenCharacters(text: string): string {
  let kept = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char === '\n' || char === '\t' || !(isControl(code) || isBidiControl(code))) kept += char
  }
  return kept
}

/**
 * A one-line text field (a name, a subject, a phone number): trimmed, and refused when it holds a
 * line break, another control character or a bidi override. `error` is the form's message for a
 * missing value; add the length rules after: `singleLineText(M.nameMin).min(2, M.nameMin)`.
 */
export const singleLineText = (error?: string) => z.string(error ? { error } : undefined).trim().refine(isSingleLine, MESSAGES.textSingleLine)

/**
 * A multi-line text field (a message): hidden characters are dropped, paragraphs kept (Windows
 * line ends become \n), then trimmed. Add the length rules after, as for singleLineText.
 */
export const multiLineText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .overwrite((text) => withoutHiddenCharacters(text.replace(/\r\n?/g, '\n')))
    .trim()
