import { plainTextOf } from './plain-text';

describe('plainTextOf (a reviewer message as a mail and Activity show it)', () => {
  it('keeps the words, breaks blocks into lines and decodes entities', () => {
    expect(plainTextOf('<p>Please add <b>screenshots</b>.</p><p>Thanks &amp; regards</p>')).toBe(
      'Please add screenshots.\nThanks & regards',
    );
  });

  it('drops what the page never shows: scripts, styles and the like, with their content', () => {
    expect(plainTextOf('Please add real screenshots. <script>alert(1)</script> Thanks!')).toBe('Please add real screenshots. Thanks!');
    expect(plainTextOf('<style>p { color: red }</style><p>Fine</p><SCRIPT type="x">a()</SCRIPT >')).toBe('Fine');
    expect(plainTextOf('Before <script>never closed')).toBe('Before');
  });
});
