// Where a manifest's JSON first goes wrong. Browsers word JSON.parse errors each their own way and some name no
// position at all (V8's "Unexpected token" and Safari's messages), so a small scanner of the JSON grammar finds it.

export interface JsonErrorAt {
  /** Offset into the text (UTF-16 units), where the caret goes. */
  offset: number;
  /** 1-based, as an editor counts. */
  line: number;
  column: number;
  reason: string;
}

class Stop {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function scan(text: string): void {
  let i = 0;
  const unexpected = (): never => {
    if (i >= text.length) throw new Stop(text.length, 'Unexpected end of JSON');
    throw new Stop(i, `Unexpected token ${text[i]}`);
  };
  const space = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
  };
  const expect = (char: string, reason: string) => {
    space();
    if (text[i] !== char) throw new Stop(i, i >= text.length ? 'Unexpected end of JSON' : reason);
    i++;
  };
  const string = () => {
    i++; // the opening quote
    for (;;) {
      if (i >= text.length) throw new Stop(i, 'Unterminated string');
      const char = text[i]!;
      if (char === '"') return void i++;
      if (char < ' ') throw new Stop(i, 'Bad control character in string');
      if (char === '\\') {
        const next = text[i + 1];
        if (next === 'u' ? !HEX.test(text.slice(i + 2, i + 6)) : next === undefined || !ESCAPES.has(next))
          throw new Stop(i, 'Bad escape in string');
        i += next === 'u' ? 6 : 2;
      } else i++;
    }
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') return string();
    for (const literal of ['true', 'false', 'null']) if (text.startsWith(literal, i)) return void (i += literal.length);
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) return void (i += number[0].length);
    unexpected();
  };
  const object = () => {
    i++;
    space();
    if (text[i] === '}') return void i++;
    for (;;) {
      space();
      if (text[i] !== '"') throw new Stop(i, i >= text.length ? 'Unexpected end of JSON' : "Expected property name or '}'");
      string();
      expect(':', "Expected ':' after property name");
      value();
      space();
      if (text[i] === '}') return void i++;
      expect(',', "Expected ',' or '}' after property value");
    }
  };
  const array = () => {
    i++;
    space();
    if (text[i] === ']') return void i++;
    for (;;) {
      value();
      space();
      if (text[i] === ']') return void i++;
      expect(',', "Expected ',' or ']' after array element");
    }
  };
  value();
  space();
  if (i < text.length) throw new Stop(i, 'Unexpected text after the JSON');
}

const lineAndColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
};

/** The first syntax error of `text`, or null when it is JSON (or nests too deep to scan: then no position is given). */
export function locateJsonError(text: string): JsonErrorAt | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) return null;
    return { offset: error.offset, ...lineAndColumn(text, error.offset), reason: error.reason };
  }
}
