// The one look of every email: a template describes its content as blocks, and this file turns
// the same blocks into the plain-text part and the HTML part, so the two never say different
// things. The HTML is what mail clients render reliably: tables for layout, inline styles, no
// remote images or fonts (the brand is a word, not a logo), a `<style>` used only for the dark
// palette that inline styles cannot express. Every value is escaped here, once: a template never
// writes markup itself, so user input (a name, a subject, a note) can never become HTML.
import { BRAND_NAME } from '#shared/brand'
import type { Language } from '#shared/catalogue/catalogue'

export type EmailBlock =
  /** A paragraph; line breaks in the text are kept. */
  | { kind: 'paragraph'; text: string }
  /** The main action: a button in HTML, the label and the bare URL in text. */
  | { kind: 'button'; label: string; url: string }
  /** Label–value pairs (an order's number and date, a buyer's phone). */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A table with a header row; `align` per column (numbers right). */
  | { kind: 'table'; caption: string; columns: readonly string[]; align?: ReadonlyArray<'left' | 'right'>; rows: ReadonlyArray<readonly string[]> }
  /** Someone else's words (a customer's message), set apart. */
  | { kind: 'quote'; text: string }
  /** A subheading inside the content. */
  | { kind: 'heading'; text: string }
  /** Small print under the content (why you got this email). */
  | { kind: 'note'; text: string }
  /** Small print ending in a link (unsubscribe, track a parcel): the URL in full in the text part. */
  | { kind: 'link'; text: string; label: string; url: string }

type EmailDocument = {
  language: Language
  /** The `<title>` (the subject). */
  title: string
  /** The line mail apps show next to the subject in the inbox. */
  preheader: string
  heading: string
  blocks: readonly EmailBlock[]
  /** The shop's address for the wordmark link and the footer; omitted in staff notifications. */
  shopUrl?: string
}

export type RenderedEmail = { text: string; html: string }

const PALETTE = {
  page: '#faf6f1',
  card: '#ffffff',
  ink: '#1f1c1a',
  muted: '#6f6259',
  line: '#eadfd3',
  accent: '#6b4632',
  accentText: '#ffffff',
  quote: '#f4ede5',
}

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif"

/** The five characters that can end a text node or an attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)
}

/** Only web links become links; anything else (javascript:, data:) is shown as text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url)

const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

function blockHtml(block: EmailBlock): string {
  const p = `margin:0 0 16px;font-size:16px;line-height:1.55;`
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${text(block.text)}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:20px;font-weight:600;line-height:1.3;">${text(block.text)}</h2>`
    case 'note':
      return `<p class="fb-muted" style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${PALETTE.muted};">${text(block.text)}</p>`
    case 'link':
      return (
        `<p class="fb-muted" style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${PALETTE.muted};">${text(block.text)} ` +
        (isWebLink(block.url)
          ? `<a href="${escapeHtml(block.url)}" style="color:${PALETTE.accent};text-decoration:underline;">${text(block.label)}</a>`
          : text(block.url)) +
        `</p>`
      )
    case 'quote':
      return `<blockquote class="fb-quote" style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${PALETTE.accent};background:${PALETTE.quote};font-size:15px;line-height:1.55;">${text(block.text)}</blockquote>`
    case 'button':
      if (!isWebLink(block.url)) return `<p style="${p}">${text(`${block.label}: ${block.url}`)}</p>`
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
        `<td class="fb-button" style="border-radius:6px;background:${PALETTE.accent};">` +
        `<a class="fb-button-link" href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:${PALETTE.accentText};text-decoration:none;border-radius:6px;">${text(block.label)}</a>` +
        `</td></tr></table>` +
        // The address itself too: some clients block buttons, and a person may want to copy it.
        `<p class="fb-muted" style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${PALETTE.muted};word-break:break-all;">${text(block.url)}</p>`
      )
    case 'facts':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;font-size:15px;line-height:1.5;">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td class="fb-muted" style="padding:4px 12px 4px 0;color:${PALETTE.muted};vertical-align:top;white-space:nowrap;">${text(label)}</td>` +
              `<td style="padding:4px 0;vertical-align:top;">${text(value)}</td></tr>`,
          )
          .join('') +
        `</table>`
      )
    case 'table': {
      const align = (i: number) => block.align?.[i] ?? 'left'
      const cell = `padding:8px 8px 8px 0;border-bottom:1px solid ${PALETTE.line};vertical-align:top;`
      return (
        `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;font-size:14px;line-height:1.45;">` +
        `<caption style="text-align:left;padding:0 0 8px;font-weight:600;font-size:15px;">${text(block.caption)}</caption>` +
        `<thead><tr>${block.columns.map((c, i) => `<th scope="col" class="fb-muted fb-line" style="${cell}text-align:${align(i)};font-weight:600;color:${PALETTE.muted};">${text(c)}</th>`).join('')}</tr></thead>` +
        `<tbody>${block.rows.map((row) => `<tr>${row.map((v, i) => `<td class="fb-line" style="${cell}text-align:${align(i)};">${text(v)}</td>`).join('')}</tr>`).join('')}</tbody>` +
        `</table>`
      )
    }
  }
}

/** A label's colon as the language sets it: French puts a space before it. */
export const colonOf = (language: Language) => (language === 'fr' ? ' :' : ':')

function blockText(block: EmailBlock, language: Language): string {
  const colon = colonOf(language)
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    case 'button':
      return `${block.label}${colon}\n${block.url}`
    case 'link':
      return `${block.text}\n${block.url}`
    case 'facts':
      return block.rows.map(([label, value]) => `${label}${colon} ${value}`).join('\n')
    case 'table':
      return [`${block.caption}${colon}`, ...block.rows.map((row) => `- ${row.filter((v) => v !== '').join(' | ')}`)].join('\n')
  }
}

/** The plain-text and HTML parts of one email. */
export function renderEmail(doc: EmailDocument): RenderedEmail {
  const wordmark = doc.shopUrl && isWebLink(doc.shopUrl)
    ? `<a href="${escapeHtml(doc.shopUrl)}" class="fb-brand" style="color:${PALETTE.accent};text-decoration:none;">${escapeHtml(BRAND_NAME)}</a>`
    : escapeHtml(BRAND_NAME)
  const html = `<!doctype html>
<html lang="${doc.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(doc.title)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .fb-page { background: #171412 !important; }
  .fb-card { background: #24201d !important; color: #f3ece4 !important; }
  .fb-card a, .fb-brand { color: #e8b9a0 !important; }
  .fb-muted { color: #c9bcb0 !important; }
  .fb-quote { background: #2f2925 !important; }
  .fb-button { background: #e8b9a0 !important; }
  .fb-card a.fb-button-link { color: #1f1c1a !important; }
  .fb-line { border-color: #4a413b !important; }
}
</style>
</head>
<body class="fb-page" style="margin:0;padding:0;background:${PALETTE.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;">${escapeHtml(doc.preheader)}</div>
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(doc.title)}" lang="${doc.language}" dir="ltr">
<table role="presentation" class="fb-page" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:${PALETTE.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="fb-card" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:${PALETTE.card};color:${PALETTE.ink};border-radius:8px;font-family:${FONT};">
<tr><td style="padding:28px 32px 0;font-family:${SERIF};font-size:26px;font-weight:600;letter-spacing:0.02em;color:${PALETTE.accent};">${wordmark}</td></tr>
<tr><td style="padding:16px 32px 8px;">
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:26px;font-weight:600;line-height:1.25;">${text(doc.heading)}</h1>
${doc.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td class="fb-muted fb-line" style="padding:16px 32px 28px;border-top:1px solid ${PALETTE.line};font-size:12px;line-height:1.5;color:${PALETTE.muted};">${escapeHtml(BRAND_NAME)}${doc.shopUrl ? ` · ${escapeHtml(doc.shopUrl)}` : ''}</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`
  const textPart = [doc.heading, ...doc.blocks.map((block) => blockText(block, doc.language)), `— ${BRAND_NAME}${doc.shopUrl ? `\n${doc.shopUrl}` : ''}`].join('\n\n')
  return { text: `${textPart}\n`, html }
}
