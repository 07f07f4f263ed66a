import { availableContactModes, contactMode, mayHoldCreateLead, switchContactMode, type ContactFields } from './contact-mode';

const none: ContactFields = { contact_us_email: '', learn_how_url: '', create_lead: false };

describe('contact mode (spec 3 §4)', () => {
  it.each([
    ['nothing chosen', none, null],
    ['create lead wins', { contact_us_email: 'a@b.example', learn_how_url: 'https://l.example', create_lead: true }, 'create_lead'],
    ['contact us when an email exists', { ...none, contact_us_email: 'a@b.example', learn_how_url: 'https://l.example' }, 'contact_us'],
    ['learn how when only a URL exists', { ...none, learn_how_url: 'https://l.example' }, 'learn_how'],
    ['blank values do not count', { ...none, contact_us_email: '  ' }, null],
  ] as const)('%s', (_case, fields, mode) => {
    expect(contactMode(fields)).toBe(mode);
  });

  it('choosing contact us clears the URL and create lead, keeping the email', () => {
    const fields = { contact_us_email: 'a@b.example', learn_how_url: 'https://l.example', create_lead: true, other: 1 };
    expect(switchContactMode(fields, 'contact_us')).toEqual({
      contact_us_email: 'a@b.example',
      learn_how_url: '',
      create_lead: false,
      other: 1,
    });
  });

  it('choosing learn how clears the email and create lead, keeping the URL', () => {
    const fields = { contact_us_email: 'a@b.example', learn_how_url: 'https://l.example', create_lead: true };
    expect(switchContactMode(fields, 'learn_how')).toEqual({
      contact_us_email: '',
      learn_how_url: 'https://l.example',
      create_lead: false,
    });
  });

  it('choosing create lead clears the email and the URL', () => {
    const fields = { contact_us_email: 'a@b.example', learn_how_url: 'https://l.example', create_lead: false };
    const switched = switchContactMode(fields, 'create_lead');
    expect(switched).toEqual({ contact_us_email: '', learn_how_url: '', create_lead: true });
    expect(contactMode(switched)).toBe('create_lead');
    expect(fields.create_lead).toBe(false); // the input is not mutated
  });

  it('round-trips: a switched-to mode is the derived mode once its value is filled in', () => {
    expect(contactMode({ ...switchContactMode({ ...none, create_lead: true }, 'learn_how'), learn_how_url: 'https://l.example' })).toBe(
      'learn_how',
    );
  });

  it('offers create lead to provider employees only', () => {
    expect(availableContactModes(false)).toEqual(['contact_us', 'learn_how']);
    expect(availableContactModes(true)).toEqual(['contact_us', 'learn_how', 'create_lead']);
  });

  it('keeps create lead on offer where the stored listing holds it (an employee chose it)', () => {
    expect(availableContactModes(false, true)).toEqual(['contact_us', 'learn_how', 'create_lead']);
    expect(mayHoldCreateLead(false)).toBe(false);
    expect(mayHoldCreateLead(false, true)).toBe(true);
    expect(mayHoldCreateLead(true, false)).toBe(true);
  });
});
