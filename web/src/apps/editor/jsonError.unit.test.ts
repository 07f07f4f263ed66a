import { locateJsonError } from './jsonError';

describe('locateJsonError: where a manifest stops being JSON', () => {
  it('Given valid JSON of any shape, When located, Then there is no error', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\u00e9\\n", true, false, null, {"b": []}] ', '"x"', '0'])
      expect(locateJsonError(text)).toBeNull();
  });

  it('Given a stray closing brace on line 12, When located, Then it is line 12, column 5 with the offending token', () => {
    const lines = ['{', ...Array.from({ length: 9 }, (_, n) => `  "k${n}": ${n},`), '  "last":', '    }'];
    const text = lines.join('\n');
    expect(locateJsonError(text)).toEqual({ offset: text.lastIndexOf('}'), line: 12, column: 5, reason: 'Unexpected token }' });
  });

  it.each([
    ['{"a" 1}', 1, 6, "Expected ':' after property name"],
    ['{"a": 1 "b": 2}', 1, 9, "Expected ',' or '}' after property value"],
    ['{"a": [1 2]}', 1, 10, "Expected ',' or ']' after array element"],
    ['{a: 1}', 1, 2, "Expected property name or '}'"],
    ['{"a": 1,}', 1, 9, "Expected property name or '}'"],
    ['{"a": "b', 1, 9, 'Unterminated string'],
    ['{"a": "\\x"}', 1, 8, 'Bad escape in string'],
    ['{"a": "tab\there"}', 1, 11, 'Bad control character in string'],
    ['{"a": 1}}', 1, 9, 'Unexpected text after the JSON'],
    ['{"a": tru}', 1, 7, 'Unexpected token t'],
    ['', 1, 1, 'Unexpected end of JSON'],
    ['{\r\n  "a": 1,\r\n  "b": }', 3, 8, 'Unexpected token }'],
  ])('Given %j, When located, Then line %i, column %i: %s', (text, line, column, reason) => {
    expect(locateJsonError(text)).toMatchObject({ line, column, reason });
  });

  it('Given text JSON.parse refuses, When located, Then an error is always found (the scanner is no laxer)', () => {
    for (const text of ['{"a": 01}', '{"a": 1.}', '{"a": -}', "{'a': 1}", '{"a": NaN}', '[1,]', '{"a": "\\u12"}']) {
      expect(() => JSON.parse(text)).toThrow();
      expect(locateJsonError(text)).not.toBeNull();
    }
  });
});
