import { inviteEmailProblem } from './inviteEmail';

describe("the Add user dialog's address", () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['not-an-email', 'invalid'],
    ['a@b', 'invalid'],
    ['two words@example.com', 'invalid'],
  ] as const)('Given %j, When checked, Then %s', (email, problem) => {
    expect(inviteEmailProblem(email)).toBe(problem);
  });

  it('Given an address with spaces around or in upper case, When checked, Then it is fine (it is sent trimmed, stored lower case)', () => {
    expect(inviteEmailProblem(' QA.Collab@Example.com ')).toBeNull();
  });
});
