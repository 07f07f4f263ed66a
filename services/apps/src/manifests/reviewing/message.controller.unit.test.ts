import type { EventEnvelope } from '@portal/eventsourcing';
import type { Mail, MailQueue } from '@portal/mailer';
import type { AppsRepository } from '../../apps/apps.repository';
import type { AppsConfig } from '../../core/apps.config';
import type { DevelopersDirectory } from '../../developers/developers.directory';
import type { ManifestReviewApproved } from '../manifest.events';
import type { ManifestsRepository } from '../manifests.repository';
import { ReviewMailMessageController } from './message.controller';

const owner = { id: 'owner-1', email: 'owner@example.com', name: 'Owner', platformId: null };
const submitter = { id: 'dev-2', email: 'dev@example.com', name: 'Dev', platformId: null };

const controller = (queued: { jobId: string; mail: Mail }[], submittedBy: string) => {
  const mails = { enqueue: async (jobId: string, mail: Mail) => void queued.push({ jobId, mail }) } as unknown as MailQueue;
  const apps = {
    load: async () => ({ state: { ownerId: owner.id, name: '', internalName: 'Field Reports' } }),
  } as unknown as AppsRepository;
  const manifests = {
    load: async () => ({ state: { versions: [{ id: 'v1', semanticVersion: '1.2.0', number: 1, submittedBy }] } }),
  } as unknown as ManifestsRepository;
  const developers = { find: async (id: string) => [owner, submitter].find((p) => p.id === id) ?? null } as unknown as DevelopersDirectory;
  const config = { publicUrl: 'https://portal.example.com' } as AppsConfig;
  return new ReviewMailMessageController(mails, config, apps, manifests, developers);
};

const approved = {
  id: 'event-1',
  data: { appId: 'app-1', versionId: 'v1', adminNotes: 'Ship it', by: 'admin', at: '2026-11-23T10:00:00.000Z' },
} as unknown as EventEnvelope<ManifestReviewApproved>;

describe('review notes e-mails', () => {
  it('mails the owner and the submitter, with job ids from the event (a redelivery queues the same ids)', async () => {
    const queued: { jobId: string; mail: Mail }[] = [];
    await controller(queued, submitter.id).onApproved(approved);
    await controller(queued, submitter.id).onApproved(approved);
    expect(queued.map((q) => q.jobId)).toEqual([
      'review-event-1-owner-1',
      'review-event-1-dev-2',
      'review-event-1-owner-1',
      'review-event-1-dev-2',
    ]);
    expect(queued[0]!.mail).toMatchObject({ to: owner.email, subject: 'Version 1.2.0 of Field Reports was approved' });
    expect(queued[0]!.mail.text).toContain('Ship it');
    expect(queued[0]!.mail.text).toContain('https://portal.example.com/developer_apps/app-1?tab=versions');
  });

  it('mails the owner once when the owner submitted', async () => {
    const queued: { jobId: string; mail: Mail }[] = [];
    await controller(queued, owner.id).onRejected({ ...approved, type: 'apps.manifest.review_rejected' } as never);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.mail.subject).toBe('Version 1.2.0 of Field Reports was rejected');
  });
});
