// Field schemas several forms share. Each form passes its own messages: the forms word the same
// rule differently per form, and the catalogue (./messages.ts) keeps every wording.
import { z } from 'zod'
import { MESSAGES } from './messages'

/** The longest address SMTP allows (RFC 5321). */
const EMAIL_MAX_LENGTH = 254

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
 * escape, line breaks…), the Unicode line and paragraph separators (U+2028, U+2029), the bidi
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make text display in another order
 * than it is stored, and lone surrogates (half of a character: no text has one, and a database,
 * an email or a JSON encoder turns it into garbage or refuses it). Copied into an email subject or
 * a log line, a line break starts a new header or a forged entry. The left-to-right and
 * right-to-left marks (U+200E, U+200F) stay allowed: they change no order, only tell a neutral
 * character which way to face, and a name in Arabic or Hebrew may need them (decision 022).
 */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f)
const isLineSeparator = (code: number) => code === 0x2028 || code === 0x2029
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff

/** True when `text` holds no control character (line breaks included), no bidi override and no lone surrogate. */
export function isSingleLine(text: string): boolean {
  for (const char of text) {
    // A well-formed pair is one char here; a surrogate left on its own is a char of length 1.
    const code = char.charCodeAt(0)
    if (isControl(code) || isLineSeparator(code) || isBidiControl(code) || (char.length === 1 && isSurrogate(code))) return false
  }
  return true
}

/**
 * `text` without its hidden characters; tabs and line breaks stay (a message keeps its
 * paragraphs; a Unicode line or paragraph separator becomes a line break).
 */
export function withoutHiddenCharacters(text: string): string {
  let kept = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (isLineSeparator(code)) kept += '\n'
    else if (char === '\n' || char === '\t' || !(isControl(code) || isBidiControl(code) || (char.length === 1 && isSurrogate(code)))) kept += char
  }
  return kept
}

/**
 * Which rule a text field of a request holds, recorded on the field's schema so a test can walk
 * every shared schema and find a string field that holds none (shared/schemas/text-fields.test.ts).
 * Zod keeps the entry through `.min()`, `.max()` and the like (they derive from this schema).
 */
export const textFields = z.registry<{ text: 'one-line' | 'multi-line' }>()

/**
 * A one-line text field (a name, a subject, a phone number): trimmed, and refused when it holds a
 * line break, another control character, a bidi override or a lone surrogate. `error` is the
 * form's message for a missing value; add the length rules after: `singleLineText(M.nameMin).min(2, M.nameMin)`.
 */
export const singleLineText = (error?: string) => {
  const field = z.string(error ? { error } : undefined).trim().refine(isSingleLine, MESSAGES.textSingleLine)
  textFields.add(field, { text: 'one-line' })
  return field
}

/**
 * A multi-line text field (a message): hidden characters are dropped rather than refused (a
 * pasted message keeps its words), paragraphs kept (Windows line ends become \n), then trimmed.
 * Add the length rules after, as for singleLineText.
 */
export const multiLineText = (error?: string) => {
  const field = z
    .string(error ? { error } : undefined)
    .overwrite((text) => withoutHiddenCharacters(text.replace(/\r\n?/g, '\n')))
    .trim()
  textFields.add(field, { text: 'multi-line' })
  return field
}

/** Digits with the spaces, dots, dashes and brackets people type, an optional leading +, at least 6 digits. */
const isPhoneNumber = (value: string) => /^\+?[\d\s().-]*\d[\d\s().-]*$/.test(value) && value.replace(/\D/g, '').length >= 6

/**
 * A phone number, the checkout's rule for every phone field (checkout, wholesale form, profile,
 * address book): one line, at most 30 characters, digits with the usual separators. With
 * `required`, an empty field gets that message; see optionalPhoneField for a phone one may leave out.
 */
export const phoneField = (required: string) => singleLineText(required).min(1, required).max(30, MESSAGES.phoneTooLong).refine(isPhoneNumber, MESSAGES.phoneInvalid)

/** An optional phone number: the same rule, and an empty field (or null) is no phone: undefined. */
export const optionalPhoneField = () =>
  singleLineText()
    .max(30, MESSAGES.phoneTooLong)
    .refine((v) => v === '' || isPhoneNumber(v), MESSAGES.phoneInvalid)
    .nullish()
    .transform((v) => (v ? v : undefined))
