import { criticalMail } from './critical-mail';
import { renderMarkdown } from './markdown';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '![x](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '[x](vbscript:msgbox(1))',
];

const BASE = 'https://portal.example.com';

describe('markdown for e-mails', () => {
  it('makes links and images relative to the portal absolute (a mail has no base), and leaves the others', () => {
    const html = renderMarkdown(
      '[changelog](/reference/changelog) [docs](reference/api#auth) [ext](https://example.com/x) [mail](mailto:a@example.com) ![logo](/logo.png)',
      `${BASE}/`,
    );
    expect(html).toContain('href="https://portal.example.com/reference/changelog"');
    expect(html).toContain('href="https://portal.example.com/reference/api#auth"');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('href="mailto:a@example.com"');
    // Images must be https (the policy): a local http portal's would be dropped, this one is kept.
    expect(html).toContain('src="https://portal.example.com/logo.png"');
  });

  it('renders markdown', () => {
    expect(renderMarkdown('# Title\n\nSome **bold** and a [link](https://example.com).', BASE)).toBe(
      '<h1>Title</h1>\n<p>Some <strong>bold</strong> and a <a href="https://example.com">link</a>.</p>\n',
    );
  });

  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    // Escaped text (&lt;script&gt;) is inert; only real elements and their attributes matter.
    for (const [, name, attributes] of renderMarkdown(payload, BASE).matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
      expect(['p', 'a', 'img', 'strong', 'em']).toContain(name!.toLowerCase());
      expect(attributes).not.toMatch(/\son\w+\s*=|style\s*=/i);
      for (const [, url] of attributes!.matchAll(/(?:href|src)="([^"]*)"/gi)) expect(url).toMatch(/^(https?:|mailto:)/);
    }
  });

  it('escapes the title, summary and name in the HTML part and links the unsubscribe page', () => {
    const mail = criticalMail(
      'ada@example.com',
      '<b>Ada</b>',
      { title: '<i>T</i>', summary: 'S & more', body: 'b', bodyHtml: '<p>b</p>', readUrl: 'http://p/notifications/1' },
      'http://p/notification_preferences/unsubscribe?token=a.b',
    );
    expect(mail.subject).toBe('Critical: <i>T</i>');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.html).toContain('&lt;i&gt;T&lt;/i&gt;');
    expect(mail.html).toContain('href="http://p/notification_preferences/unsubscribe?token=a.b"');
    expect(mail.text).toContain('Unsubscribe: http://p/notification_preferences/unsubscribe?token=a.b');
  });
});
