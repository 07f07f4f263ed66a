import { hasMarkup, messageHtml, plainTextOf, richTextFor, richTextOf } from './richText';

describe('richTextOf', () => {
  it('keeps line breaks and paragraphs: a line break is <br>, a blank line a new paragraph', () => {
    expect(richTextOf('1. Fix the logo\n2. Add pricing link')).toBe('<p>1. Fix the logo<br>2. Add pricing link</p>');
    expect(richTextOf('Thanks.\r\n\r\n  \n1. Fix the logo\n2. Add pricing link\n')).toBe(
      '<p>Thanks.</p><p>1. Fix the logo<br>2. Add pricing link</p>',
    );
  });

  it('escapes what was typed: markup shows as written, nothing runs', () => {
    expect(richTextOf(`Use <b>bold</b> & "quotes" <img src=x onerror='alert(1)'>`)).toBe(
      '<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; &lt;img src=x onerror=&#39;alert(1)&#39;&gt;</p>',
    );
  });

  it('given blank text, nothing (no message)', () => {
    expect(richTextOf('  \n\n ')).toBe('');
  });
});

describe('plainTextOf', () => {
  it('gives back the text richTextOf was given (the text area shows what was typed)', () => {
    for (const typed of ['1. Fix the logo\n2. Add pricing link', 'Thanks.\n\nA <b> & "q" \'s', 'one  two']) {
      expect(plainTextOf(richTextOf(typed))).toBe(typed);
    }
  });

  it('reads HTML written elsewhere as its text: blocks and <br> as breaks, markup gone, entities decoded', () => {
    expect(plainTextOf('<p>Please add <b>captions</b>.</p>\n<ul><li>One</li><li>Two&nbsp;&#8211;&#x21;</li></ul>')).toBe(
      'Please add captions.\n\nOne\nTwo –!',
    );
    expect(plainTextOf('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('a\n\nb');
  });

  it('returns plain text (no tag) as it is, and nothing for none', () => {
    expect(plainTextOf('1. Fix\n2. Q&amp;A')).toBe('1. Fix\n2. Q&amp;A');
    expect(plainTextOf(null)).toBe('');
  });
});

describe('richTextFor', () => {
  it('while the text reads as stored, sends the stored value back unchanged (HTML or older plain text)', () => {
    const html = '<p>Checked <b>the screenshots</b></p>';
    expect(richTextFor(plainTextOf(html), html)).toBe(html);
    expect(richTextFor('Older\nplain notes', 'Older\nplain notes')).toBe('Older\nplain notes');
  });

  it('once the text changed, sends it as rich text', () => {
    expect(richTextFor('Checked\nagain', '<p>Checked</p>')).toBe('<p>Checked<br>again</p>');
    expect(richTextFor('New', null)).toBe('<p>New</p>');
    expect(richTextFor('', '<p>Old</p>')).toBe('');
  });
});

describe('messageHtml', () => {
  it('shows HTML as it is (sanitised by the caller) and older plain text with its line breaks', () => {
    expect(hasMarkup('<p>x</p>')).toBe(true);
    expect(messageHtml('<p>Add <b>captions</b></p>')).toBe('<p>Add <b>captions</b></p>');
    expect(messageHtml('1. Fix the logo\n2. Add pricing link')).toBe('<p>1. Fix the logo<br>2. Add pricing link</p>');
  });
});
