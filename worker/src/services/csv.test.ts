import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvRow, parseCsv } from './csv'

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Ríos, Ana')).toBe('"Ríos, Ana"')
    expect(csvCell('The "Classic" faja')).toBe('"The ""Classic"" faja"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell('Plain text')).toBe('Plain text')
  })

  it('keeps accents and other letters as they are', () => {
    expect(csvCell('Medellín – Ñuñoa, Québec')).toBe('"Medellín – Ñuñoa, Québec"')
  })

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"')
    expect(csvCell('+1 512 555 0142')).toBe("'+1 512 555 0142")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=1+1')).toBe("'\t=1+1")
  })

  it('writes numbers and empty values as they are', () => {
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n')
  })
})

describe('reading CSV', () => {
  it('reads what csvRow writes back, quotes, commas and line breaks included, with each row\'s line number', () => {
    const text = CSV_BOM + csvRow(['sku', 'note']) + csvRow(['A-1', 'Ríos, "Ana"']) + csvRow(['B-2', 'two\nlines']) + csvRow(['C-3', ''])
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sku', 'note'] },
      { line: 2, cells: ['A-1', 'Ríos, "Ana"'] },
      { line: 3, cells: ['B-2', 'two\nlines'] },
      { line: 5, cells: ['C-3', ''] },
    ])
  })

  it('takes LF line ends, skips blank lines, and reads a semicolon file as Excel saves it in Spanish or French', () => {
    expect(parseCsv('sku,stock\n\nA,1\nB,2')).toEqual([
      { line: 1, cells: ['sku', 'stock'] },
      { line: 3, cells: ['A', '1'] },
      { line: 4, cells: ['B', '2'] },
    ])
    expect(parseCsv('sku;stock\r\nA;1\r\n')).toEqual([
      { line: 1, cells: ['sku', 'stock'] },
      { line: 2, cells: ['A', '1'] },
    ])
  })

  it('refuses a quoted field that never closes', () => {
    expect(parseCsv('sku,stock\n"A,1\n')).toBeUndefined()
  })
})
