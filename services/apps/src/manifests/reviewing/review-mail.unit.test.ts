import { reviewMail } from './review-mail';

// The version review notes are typed text too: their paragraphs stay paragraphs in the e-mail.
describe('the version review e-mail keeps the paragraphs of the notes', () => {
  it('a version review: typed notes with a blank line become two paragraphs, markup stays text', () => {
    const mail = reviewMail('dev@example.com', {
      approved: false,
      appName: 'Field Reports',
      version: '1.2.0',
      notes: 'Scopes too wide.\n\nDrop <script>admin</script> on RFIs\nthen submit again.',
      link: 'https://portal.example.com/developer_apps/a?tab=versions',
    });
    expect(mail.text).toContain('Reviewer notes:\nScopes too wide.\n\nDrop <script>admin</script> on RFIs\nthen submit again.\n');
    expect(mail.html).toContain(
      '<blockquote><p>Scopes too wide.</p><p>Drop &lt;script&gt;admin&lt;/script&gt; on RFIs<br>then submit again.</p></blockquote>',
    );
  });
});
