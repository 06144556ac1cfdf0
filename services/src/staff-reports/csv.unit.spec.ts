import { describe, expect, it } from 'vitest';
import { csvFile, plainText } from './csv';

describe('csvFile', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvFile([['x,y', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '\uFEFF"x,y","say ""hi""","two\nlines",plain\r\n',
    );
  });
});

describe('plainText', () => {
  it.each(['=1+1', '+7', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from being read as a formula',
    (value) => {
      expect(plainText(value)).toBe(`'${value}`);
    },
  );

  it('leaves other text as it is, and null empty', () => {
    expect(plainText('guest@example.com')).toBe('guest@example.com');
    expect(plainText(null)).toBe('');
  });
});
