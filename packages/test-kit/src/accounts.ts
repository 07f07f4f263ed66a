import { ApiSession } from './api-session';
import { STRONG_PASSWORD, uniqueEmail } from './env';

/** The password `npm start` gives the seeded demo accounts. */
export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';

/** A developer of this test alone: signed up (and so signed in) through the gateway. */
export const signedUpDeveloper = async (prefix = 'dev') => {
  const email = uniqueEmail(prefix);
  const session = new ApiSession();
  const response = await session.signUp(email, STRONG_PASSWORD);
  if (response.status !== 201) throw new Error(`set-up: signing up ${email} answered ${response.status}`);
  return { session, email, id: response.body.user.id };
};

/** The seeded platform administrator, signed in. */
export const signedInAdmin = async (): Promise<ApiSession> => {
  const session = new ApiSession();
  const response = await session.signIn('admin@example.com', DEMO_PASSWORD);
  if (response.status !== 200) throw new Error(`set-up: signing in the demo admin answered ${response.status}`);
  return session;
};
