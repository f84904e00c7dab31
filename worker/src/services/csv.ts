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

/**
 * The rows of a CSV file as text cells (RFC 4180: quoted fields may hold commas, doubled quotes
 * and line breaks; CRLF or LF line ends; a leading byte-order mark skipped). The separator is the
 * comma, or the semicolon when the first line has semicolons and no comma (Excel saves CSV so in
 * Spanish and French). Blank lines are skipped; each row keeps its line number in the file.
 * Undefined when a quoted field never closes.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] | undefined {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ','
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0]!.trim() !== '') rows.push({ line: rowLine, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRow()
      line++
      rowLine = line
    } else cell += char
  }
  if (quoted) return undefined
  if (cell !== '' || cells.length > 0) endRow()
  return rows
}
