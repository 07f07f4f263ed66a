import { invitationMail } from './invitation-mail';

describe('the invitation e-mail', () => {
  it('names the inviter and the app, escaped in HTML', () => {
    const mail = invitationMail({
      to: 'new@example.com',
      appName: 'Site <Diary>',
      role: 'admin',
      link: 'https://portal.example/invitations/1/accept?token=t',
      inviter: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(mail.subject).toBe('Ada Lovelace invited you to collaborate on Site <Diary>');
    expect(mail.text).toContain('Ada Lovelace (ada@example.com) invited you to collaborate on the app "Site <Diary>" as admin');
    expect(mail.html).toContain('Ada Lovelace (ada@example.com) invited you');
    expect(mail.html).toContain('<strong>Site &lt;Diary&gt;</strong>');
  });

  it('still reads well when the inviter is unknown', () => {
    const mail = invitationMail({ to: 'x@example.com', appName: 'App', role: 'developer', link: 'https://l', inviter: null });
    expect(mail.subject).toBe('You are invited to collaborate on App');
    expect(mail.text).toContain("A member of the app's team invited you");
  });
});
