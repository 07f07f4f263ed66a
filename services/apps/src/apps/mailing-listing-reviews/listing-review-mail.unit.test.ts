import { listingReviewMail } from './listing-review-mail';

// "Blank lines start paragraphs" (the listing dialogs' hint): the review e-mail keeps them in both parts.
describe('the listing review e-mail keeps the paragraphs of the reviewer’s message', () => {
  it('a listing rejection: a paragraph per blank line in the HTML part, a blank line in the text part, all escaped', () => {
    const mail = listingReviewMail('dev@example.com', {
      approved: false,
      appName: 'Site <Diary>',
      message: '<p>Nearly there.</p><p>1. Fix the logo<br>2. Add &lt;b&gt;captions&lt;/b&gt;</p>',
      link: 'https://portal.example.com/developer_apps/a?tab=marketplaceListing',
    });
    expect(mail.text).toContain('Their message:\nNearly there.\n\n1. Fix the logo\n2. Add <b>captions</b>\n\nOpen the listing');
    expect(mail.html).toContain(
      '<blockquote><p>Nearly there.</p><p>1. Fix the logo<br>2. Add &lt;b&gt;captions&lt;/b&gt;</p></blockquote>',
    );
    expect(mail.html).toContain('<strong>Site &lt;Diary&gt;</strong>');
  });

  it('no message (an approval may have none): no "Their message" section in either part', () => {
    for (const message of [null, '', '<p></p>']) {
      const mail = listingReviewMail('dev@example.com', { approved: true, appName: 'X', message, link: 'https://p/x' });
      expect(mail.text).toBe(
        `Hi,\n\nThe platform's reviewers approved and published the Marketplace listing of "X".\n\nOpen the listing:\nhttps://p/x\n`,
      );
      expect(mail.html).not.toContain('Their message');
      expect(mail.html).not.toContain('blockquote');
    }
  });
});
