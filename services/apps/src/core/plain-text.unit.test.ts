import { plainTextOf } from './plain-text';

describe('plainTextOf (a reviewer message as a mail and Activity show it)', () => {
  it('keeps the words, parts paragraphs by a blank line, breaks lines at <br> and decodes entities', () => {
    expect(plainTextOf('<p>Please add <b>screenshots</b>.</p><p>Thanks &amp; regards</p>')).toBe(
      'Please add screenshots.\n\nThanks & regards',
    );
    // As the listing dialog sends a message typed with a blank line and a line break (web richTextOf).
    expect(plainTextOf('<p>Nearly there.</p><p>1. Fix the logo<br>2. Add pricing link</p>')).toBe(
      'Nearly there.\n\n1. Fix the logo\n2. Add pricing link',
    );
    expect(plainTextOf('<p>Two:</p>\n<ul><li>One</li><li>Two</li></ul>')).toBe('Two:\n\nOne\nTwo');
  });

  it('keeps an older plain-text message (no tag) as typed, its blank lines included', () => {
    expect(plainTextOf('Nearly there.\r\n\r\n\n\n1. Fix the logo\n2. Q&amp;A ')).toBe('Nearly there.\n\n1. Fix the logo\n2. Q&amp;A');
  });

  it('drops what the page never shows: scripts, styles and the like, with their content', () => {
    expect(plainTextOf('Please add real screenshots. <script>alert(1)</script> Thanks!')).toBe('Please add real screenshots. Thanks!');
    expect(plainTextOf('<style>p { color: red }</style><p>Fine</p><SCRIPT type="x">a()</SCRIPT >')).toBe('Fine');
    expect(plainTextOf('Before <script>never closed')).toBe('Before');
  });
});
