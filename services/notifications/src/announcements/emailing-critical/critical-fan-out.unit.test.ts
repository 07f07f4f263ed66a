import type { Mail, MailQueue } from '@portal/mailer';
import type { PortalLogger } from '@portal/service-runtime';
import type { NotificationsConfig } from '../../core/notifications.config';
import { unsubscribeLinks } from '../../preferences/unsubscribing/unsubscribe-token';
import type { Recipient, Recipients } from '../../recipients/recipients';
import { CriticalFanOut, criticalJobId } from './critical-fan-out';

const config = { publicUrl: 'https://portal.example.com', unsubscribeSecret: 's3cret' } as NotificationsConfig;
const announcement = { announcementId: 'a1', title: 'Outage', summary: 'Tonight', body: '**Read** this' };

const fanOutOver = (all: Recipient[]) => {
  const queued = new Map<string, Mail>();
  const pages: (string | null)[] = [];
  const recipients = {
    optedInPage: async (after: string | null, limit: number) => {
      pages.push(after);
      const start = after === null ? 0 : all.findIndex((r) => r.developerId === after) + 1;
      return all.slice(start, start + limit);
    },
  } as unknown as Recipients;
  const mails = {
    enqueue: async (jobId: string, mail: Mail) => {
      if (!queued.has(jobId)) queued.set(jobId, mail);
    },
  } as unknown as MailQueue;
  const fanOut = new CriticalFanOut(recipients, mails, config, { log: () => undefined } as unknown as PortalLogger);
  return { fanOut, queued, pages };
};

const developers = (n: number): Recipient[] =>
  Array.from({ length: n }, (_, i) => ({
    developerId: `d${String(i).padStart(5, '0')}`,
    email: `dev${i}@example.com`,
    firstName: `Dev${i}`,
  }));

describe('critical e-mail fan-out', () => {
  it('queues one job per opted-in recipient, page by page, with a job id of announcement and developer', async () => {
    const { fanOut, queued, pages } = fanOutOver(developers(1201));
    expect(await fanOut.queue(announcement)).toBe(1201);
    expect(queued.size).toBe(1201);
    expect(pages).toEqual([null, 'd00499', 'd00999']);
    expect(queued.get(criticalJobId('a1', 'd00007'))?.to).toBe('dev7@example.com');
  });

  it('queues nothing new when the same event is handled again', async () => {
    const { fanOut, queued } = fanOutOver(developers(3));
    await fanOut.queue(announcement);
    await fanOut.queue(announcement);
    expect([...queued.keys()]).toEqual(['critical-a1-d00000', 'critical-a1-d00001', 'critical-a1-d00002']);
  });

  it('links the reader page and a signed unsubscribe page for that developer, with the body as HTML', async () => {
    const { fanOut, queued } = fanOutOver(developers(1));
    await fanOut.queue(announcement);
    const mail = queued.get('critical-a1-d00000')!;
    expect(mail.subject).toBe('Critical: Outage');
    expect(mail.html).toContain('<p><strong>Read</strong> this</p>');
    expect(mail.text).toContain('https://portal.example.com/notifications/a1');
    const token = /unsubscribe\?token=(\S+)/.exec(mail.text)![1]!;
    expect(unsubscribeLinks.verify(decodeURIComponent(token), 's3cret', Date.now())).toEqual({ developerId: 'd00000', expiresAt: null });
  });
});
