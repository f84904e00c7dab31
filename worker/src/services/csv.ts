// CSV for spreadsheets (RFC 4180: comma-separated, CRLF, quoted fields with doubled quotes),
// safe to open: a text cell starting with = + - @ (or a tab or carriage return, which some
// spreadsheets skip before reading a formula) is prefixed with an apostrophe, so Excel, Numbers,
// LibreOffice and Google Sheets show it as text instead of running it (OWASP "CSV Injection").
// A byte-order mark tells Excel the file is UTF-8, so accents survive.

type CsvValue = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvRow = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`

export const CSV_BOM = '\uFEFF'
