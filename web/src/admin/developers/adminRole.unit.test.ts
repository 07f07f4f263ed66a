import { grantAdminConfirmText } from './adminRole';

const person = { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com', email_confirmed: true, two_factor_enabled: true };

describe('granting the Admin role', () => {
  it('names the person', () => {
    expect(grantAdminConfirmText(person)).toBe('Make Ada Byron (ada@example.com) an admin? They will be able to use every admin page.');
  });

  it('says when the e-mail address is unconfirmed and when two-step verification is off', () => {
    const text = grantAdminConfirmText({ ...person, email_confirmed: false, two_factor_enabled: false });
    expect(text).toContain('Ada Byron (ada@example.com)');
    expect(text).toContain('Their e-mail address is not confirmed.');
    expect(text).toContain('They have not turned on two-step verification.');
  });
});
