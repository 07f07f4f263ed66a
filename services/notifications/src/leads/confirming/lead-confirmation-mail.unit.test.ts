import { leadConfirmationMail } from './lead-confirmation-mail';

const lead = {
  leadId: '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a02',
  appId: '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a01',
  appName: 'Crew <Schedule> Sync',
  companyName: 'Harbor & Sons',
  phone: null,
  message: 'Line one\n<script>alert(1)</script>',
  requesterId: '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a03',
  requesterEmail: 'dana@harbor.example',
  requesterName: 'Dana Reyes',
  at: '2026-12-03T10:00:00.000Z',
};

describe('the requester’s receipt for a request for information', () => {
  it('says what was passed on and where the provider will answer, without a phone line when none was given', () => {
    const mail = leadConfirmationMail(lead, 'http://localhost:8080/marketplace/app');
    expect(mail).toMatchObject({ to: 'dana@harbor.example', subject: 'Your request for information about Crew <Schedule> Sync' });
    expect(mail.text).toContain('Hi Dana,');
    expect(mail.text).toContain('They will contact you at dana@harbor.example.');
    expect(mail.text).toContain('Company: Harbor & Sons');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).toContain('http://localhost:8080/marketplace/app');
  });

  it('escapes everything the visitor or the listing typed in the HTML part', () => {
    const { html } = leadConfirmationMail(lead, 'http://localhost:8080/marketplace/app');
    expect(html).toContain('Crew &lt;Schedule&gt; Sync');
    expect(html).toContain('Harbor &amp; Sons');
    expect(html).toContain('Line one<br>&lt;script&gt;');
    expect(html).not.toContain('<script>');
  });
});
