import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

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
