import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, toCsv } from './csv.js';

describe('csv cells', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('leaves plain numbers, money and text as they are', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('Nguyễn Văn A')).toBe('Nguyễn Văn A');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, and ends each line with CRLF', () => {
    expect(csvLine(['a,b', 'say "hi"', 'x\ny'])).toBe('"a,b","say ""hi""","x\ny"\r\n');
    expect(toCsv([['h1', 'h2'], ['1', null]])).toBe('h1,h2\r\n1,\r\n');
  });
});
