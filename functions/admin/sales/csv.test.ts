import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('CSV cells', () => {
  it('stay as they are when nothing in them is special', () => {
    expect(csvCell('Alex Fan')).toBe('Alex Fan')
    expect(csvCell(12800)).toBe('12800')
    expect(csvCell('2026-11-22T10:00:00.000Z')).toBe('2026-11-22T10:00:00.000Z')
    expect(csvCell(null)).toBe('')
    expect(csvCell('')).toBe('')
  })

  it('are quoted when they hold a comma, a quote or a line break, quotes doubled', () => {
    expect(csvCell('Fan, Alex')).toBe('"Fan, Alex"')
    expect(csvCell('Alex "DJ" Fan')).toBe('"Alex ""DJ"" Fan"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('carriage\r\nreturn')).toBe('"carriage\r\nreturn"')
  })

  it('cannot run as a spreadsheet formula', () => {
    expect(csvCell('=cmd()')).toBe("'=cmd()")
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    // Neutralised first, then quoted as a whole.
    expect(csvCell('=HYPERLINK("http://x.example","y")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""y"")"`,
    )
  })

  it('leave a formula character that is not the first one alone', () => {
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('alex@example.com')).toBe('alex@example.com')
  })
})

describe('a CSV document', () => {
  it('has a header row and CRLF after every record', () => {
    expect(
      toCsv(
        ['number', 'name', 'total'],
        [
          [1001, 'Fan, Alex', '128.00'],
          [1002, '=cmd()', null],
        ],
      ),
    ).toBe('number,name,total\r\n1001,"Fan, Alex",128.00\r\n1002,\'=cmd(),\r\n')
  })

  it('is just the header when there are no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n')
  })
})
