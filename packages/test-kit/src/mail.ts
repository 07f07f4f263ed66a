import { testEnv } from './env';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export const mailsTo = async (address: string): Promise<CaughtMail[]> => {
  const url = new URL('/api/messages', testEnv.mailApiUrl);
  url.searchParams.set('to', address);
  const response = await fetch(url);
  return (await response.json()) as CaughtMail[];
};

/** Waits until `count` mails reached the address (mails go through a queue, so not at once). */
export const waitForMails = async (address: string, count = 1, timeoutMs = 15000): Promise<CaughtMail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Waits until `count` mails of one kind reached the address, and answers those: an account also gets mails of other
 * kinds meanwhile (a new-device sign-in notice, a confirmation), so counting all of them proves nothing.
 */
export const waitForMailsMatching = async (
  address: string,
  match: (mail: CaughtMail) => boolean,
  count = 1,
  timeoutMs = 15000,
): Promise<CaughtMail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter(match);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

export const eventually = async <T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 15000,
  intervalMs = 100,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
