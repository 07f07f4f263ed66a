// Developers as sign-up writes them: the developer stream (signed_up, then email_confirmed for most)
// in identity's store, with the e-mail reservation and the password hash in the same transaction.
import { randomInt, randomUUID } from 'node:crypto';
import { daysAgo, later, person } from './people.mjs';
import { appendChecked, decideAll, developerDecider, developerStreamId, insertRows, normalizeEmail } from './write-path.mjs';

const CONFIRMED_SHARE = 0.85;

/** The platform's identifier, in identity's format (PD + 10 digits). */
const platformId = () => `PD${String(randomInt(0, 1e10)).padStart(10, '0')}`;

const developerOf = (random, runTag, index, now) => {
  const who = person(random, runTag, index);
  const developerId = randomUUID();
  const signedUpAt = daysAgo(random, now, 3 * 365);
  const commands = [
    {
      type: 'SignUp',
      developerId,
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      platformId: platformId(),
      at: signedUpAt,
    },
  ];
  // Sign-up carries no company (the form has none): the company comes as an admin's profile edit
  // would set it (identity.developer.profile_changed), so the lists show one.
  commands.push({ type: 'Administer', by: developerId, companyName: who.company, at: later(signedUpAt, 1000) });
  if (random() < CONFIRMED_SHARE)
    commands.push({ type: 'ConfirmEmail', email: who.email, at: later(signedUpAt, 60_000 + random() * 3_600_000) });
  return { developerId, email: who.email, signedUpAt, events: decideAll(developerDecider, commands).events };
};

/** Appends one batch of developers; returns them (id and sign-up date, for app owners) and their envelopes. */
export const seedDevelopers = async ({ pool, random, runTag, from, count, passwordHash, context }) => {
  const now = Date.now();
  const developers = Array.from({ length: count }, (_, i) => developerOf(random, runTag, from + i, now));
  const envelopes = await appendChecked(
    pool,
    'identity',
    developers.map((d) => ({ streamId: developerStreamId(d.developerId), events: d.events })),
    {
      context,
      inTransaction: async (client) => {
        await insertRows(
          client,
          'developer_emails',
          { email_lower: 'text', developer_id: 'uuid' },
          developers.map((d) => ({ email_lower: normalizeEmail(d.email), developer_id: d.developerId })),
        );
        await insertRows(
          client,
          'developer_credentials',
          { developer_id: 'uuid', password_hash: 'text' },
          developers.map((d) => ({ developer_id: d.developerId, password_hash: passwordHash })),
        );
      },
    },
  );
  return { developers: developers.map(({ developerId, email, signedUpAt }) => ({ developerId, email, signedUpAt })), envelopes };
};
