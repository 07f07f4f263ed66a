import { ApiSession, signedUpDeveloper, uniqueId } from '@portal/test-kit';
import type mongoose from 'mongoose';
import { queryStore, sleep } from './read-models-at-one-position';

/**
 * A steady mixed load through the gateway for the chaos tests: signed-up developers, each in its own
 * loop, creating and renaming apps, flipping their e-mail preference and reading their apps, profile
 * and preferences. Every answer is recorded (status, `Retry-After`, when), and every write's outcome:
 * acknowledged (2xx: must exist afterwards) or unsure (no answer or a 5xx: may or may not have landed).
 */

export interface Answer {
  at: number;
  method: string;
  path: string;
  status: number;
  retryAfter: string | null;
  ms: number;
  message?: string;
}

/** The value an aggregate must end with: the last acknowledged one, or one of the unsure attempts. */
interface Outcome<T> {
  acked: T | undefined;
  possible: Set<T>;
  ackedWrites: number;
  unsureWrites: number;
}

interface Developer {
  id: string;
  session: ApiSession;
  apps: string[];
  criticalEmails: boolean;
}

interface Outage {
  label: string;
  from: number;
  to: number;
}

const track = <T>(initial?: T): Outcome<T> => ({
  acked: initial,
  possible: new Set(initial === undefined ? [] : [initial]),
  ackedWrites: 0,
  unsureWrites: 0,
});

const record = <T>(outcome: Outcome<T>, value: T, status: number): void => {
  if (status >= 200 && status < 300) {
    outcome.acked = value;
    outcome.ackedWrites += 1;
    // An earlier unsure attempt may still be in flight behind the service: it stays possible.
    outcome.possible.add(value);
  } else if (status === 0 || status >= 500) {
    outcome.unsureWrites += 1;
    outcome.possible.add(value);
  }
};

const MAX_APPS_PER_DEVELOPER = 3;
/** After a dependency is back, pools reconnect and consumers rejoin: 503s are still expected this long. */
const RECOVERY_GRACE_MS = 15_000;

export class MixedLoad {
  readonly answers: Answer[] = [];
  readonly apps = new Map<string, Outcome<string>>();
  readonly preferences = new Map<string, Outcome<boolean>>();
  private readonly outages: Outage[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  private constructor(private readonly developers: Developer[]) {}

  /** Signs up `count` developers (before any fault), each with one app. */
  static async prepare(count: number): Promise<MixedLoad> {
    const developers = await Promise.all(
      Array.from({ length: count }, async () => {
        const { session, id } = await signedUpDeveloper('chaos');
        return { id, session, apps: [], criticalEmails: true } as Developer;
      }),
    );
    const load = new MixedLoad(developers);
    for (const developer of developers) {
      load.preferences.set(developer.id, track(true));
      await load.createApp(developer);
    }
    return load;
  }

  start(): void {
    this.running = true;
    this.loops = this.developers.map((developer) => this.loop(developer));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Runs a fault; 503s are allowed from its start until RECOVERY_GRACE_MS after it resolved. */
  async outage<T>(label: string, fault: () => Promise<T>): Promise<T> {
    const window: Outage = { label, from: Date.now(), to: Number.POSITIVE_INFINITY };
    this.outages.push(window);
    try {
      return await fault();
    } finally {
      window.to = Date.now() + RECOVERY_GRACE_MS;
    }
  }

  /** `count` renames at once across the developers' apps, for a backlog (acknowledged like the loop's). */
  async burst(count: number): Promise<void> {
    await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const developer = this.developers[i % this.developers.length]!;
        return this.renameApp(developer);
      }),
    );
  }

  private async loop(developer: Developer): Promise<void> {
    while (this.running) {
      const dice = Math.random();
      if (dice < 0.1 && developer.apps.length < MAX_APPS_PER_DEVELOPER) await this.createApp(developer);
      else if (dice < 0.35) await this.renameApp(developer);
      else if (dice < 0.5) await this.flipPreference(developer);
      else await this.query(developer);
      // A 503 asks for a pause; the load keeps its pace otherwise (about ten requests a second per developer).
      await sleep(50 + Math.random() * 100);
    }
  }

  private async call<T>(developer: Developer, method: string, path: string, body?: unknown): Promise<{ status: number; body: T | null }> {
    const started = Date.now();
    let answer: Answer;
    let parsed: T | null = null;
    try {
      const response = await developer.session.request<T>(method, path, body === undefined ? {} : { body });
      parsed = response.body;
      answer = { at: started, method, path, status: response.status, retryAfter: response.headers.get('retry-after'), ms: 0 };
      if (response.status >= 500) answer.message = (response.body as { message?: string } | null)?.message;
    } catch (error) {
      // No answer at all (the connection dropped, or a body that is not JSON): never acceptable.
      answer = { at: started, method, path, status: 0, retryAfter: null, ms: 0, message: String(error) };
    }
    answer.ms = Date.now() - started;
    this.answers.push(answer);
    return { status: answer.status, body: parsed };
  }

  private async createApp(developer: Developer): Promise<void> {
    const name = uniqueId('Chaos ');
    const { status, body } = await this.call<{ id: string }>(developer, 'POST', '/api/v1/developer_apps', { internal_name: name });
    if (status === 201 && body) {
      developer.apps.push(body.id);
      this.apps.set(body.id, { ...track(name), ackedWrites: 1 });
    }
  }

  private async renameApp(developer: Developer): Promise<void> {
    const appId = developer.apps[Math.floor(Math.random() * developer.apps.length)];
    if (!appId) return this.createApp(developer);
    const name = uniqueId('Chaos ');
    const { status } = await this.call(developer, 'PATCH', `/api/v1/developer_apps/${appId}`, { developer_app: { internal_name: name } });
    record(this.apps.get(appId)!, name, status);
  }

  private async flipPreference(developer: Developer): Promise<void> {
    const next = !developer.criticalEmails;
    const { status } = await this.call(developer, 'PATCH', '/api/v1/me/notification_preferences', { critical_emails: next });
    record(this.preferences.get(developer.id)!, next, status);
    if (status === 200) developer.criticalEmails = next;
  }

  private async query(developer: Developer): Promise<void> {
    const appId = developer.apps[Math.floor(Math.random() * developer.apps.length)];
    const paths = ['/api/v1/developer_apps', '/api/v1/me', '/api/v1/me/notification_preferences'];
    if (appId) paths.push(`/api/v1/developer_apps/${appId}`);
    await this.call(developer, 'GET', paths[Math.floor(Math.random() * paths.length)]!);
  }

  /**
   * Answers that break the rules: no answer, a 5xx other than a 503 with `Retry-After`, a 503 outside
   * an outage window, and any 4xx the load never provokes (a lost session's 401, say) but a 409 (two
   * renames of one app at once). A 404 is a violation too: an app the load created and could not read
   * yet (its write not projected) is a 503 "saved, cannot be shown yet", not "No such app".
   */
  violations(): Answer[] {
    // A request that was waiting when the fault began counts too.
    const duringOutage = (a: Answer) => this.outages.some((o) => a.at + a.ms >= o.from && a.at <= o.to);
    return this.answers.filter((a) => {
      if (a.status >= 200 && a.status < 300) return false;
      if (a.status === 409) return false;
      if (a.status === 503 && a.retryAfter) return !duringOutage(a);
      return true;
    });
  }

  /** Figures for docs/reliability.md. */
  summary() {
    const unavailable = this.answers.filter((a) => a.status === 503);
    const statuses: Record<string, number> = {};
    for (const a of this.answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const lastOutageEnd = Math.max(0, ...this.outages.map((o) => o.to - RECOVERY_GRACE_MS));
    return {
      requests: this.answers.length,
      statuses,
      unavailable: unavailable.length,
      maxRetryAfter: Math.max(0, ...unavailable.map((a) => Number(a.retryAfter) || 0)),
      slowestMs: Math.max(0, ...this.answers.map((a) => a.ms)),
      last503AfterRecoveryMs: Math.max(0, ...unavailable.map((a) => a.at - lastOutageEnd)),
      apps: this.apps.size,
      ackedWrites: [...this.apps.values(), ...this.preferences.values()].reduce((n, o) => n + o.ackedWrites, 0),
      unsureWrites: [...this.apps.values(), ...this.preferences.values()].reduce((n, o) => n + o.unsureWrites, 0),
    };
  }

  /**
   * After settling: every acknowledged write is in the store and the read models (the last one wins,
   * or a later unsure one), no write landed twice, each stream's versions are 1..n without a gap, and
   * each read-model document is at its stream's last version. Answers the problems found.
   */
  async lostOrDuplicated(mongo: mongoose.Connection): Promise<string[]> {
    const problems: string[] = [];
    const appStreams = [...this.apps.keys()].map((id) => `app-${id}`);
    const preferenceStreams = [...this.preferences.keys()].map((id) => `notification-preferences-${id}`);
    const versions = async (source: 'apps' | 'notifications', streams: string[]) => {
      const rows = await queryStore<{ stream_id: string; n: number; first: number; last: number; renames: number }>(
        source,
        `SELECT stream_id, count(*)::int AS n, min(stream_version) AS first, max(stream_version) AS last,
                count(*) FILTER (WHERE type = 'apps.app.renamed')::int AS renames
           FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id`,
        [streams],
      );
      return new Map(rows.map((r) => [r.stream_id, r]));
    };
    const apps = await versions('apps', appStreams);
    const preferences = await versions('notifications', preferenceStreams);
    for (const [stream, row] of [...apps, ...preferences]) {
      if (row.first !== 1 || row.last !== row.n) problems.push(`${stream}: versions ${row.first}..${row.last} for ${row.n} events`);
    }

    const documents = mongo.collection('developer_apps');
    for (const [id, outcome] of this.apps) {
      const stream = apps.get(`app-${id}`);
      if (!stream) {
        problems.push(`app ${id}: acknowledged but not in the store`);
        continue;
      }
      const renamesAcked = outcome.ackedWrites - 1;
      if (stream.renames < renamesAcked || stream.renames > renamesAcked + outcome.unsureWrites)
        problems.push(`app ${id}: ${stream.renames} renames stored, ${renamesAcked} acknowledged, ${outcome.unsureWrites} unsure`);
      const doc = await documents.findOne({ _id: id as never }, { projection: { internalName: 1, _rev: 1 } });
      if (!doc) problems.push(`app ${id}: not in the read model`);
      else {
        if (doc._rev !== stream.last) problems.push(`app ${id}: read model at revision ${doc._rev}, stream at ${stream.last}`);
        if (!outcome.possible.has(doc.internalName))
          problems.push(`app ${id}: read model says ${doc.internalName}, last acknowledged ${outcome.acked}`);
      }
    }
    const preferenceDocs = mongo.collection('notification_preferences');
    for (const [id, outcome] of this.preferences) {
      if (outcome.ackedWrites + outcome.unsureWrites === 0) continue;
      const stream = preferences.get(`notification-preferences-${id}`);
      const doc = await preferenceDocs.findOne({ _id: id as never }, { projection: { criticalEmails: 1, _rev: 1 } });
      if (!stream || !doc) {
        if (outcome.ackedWrites > 0)
          problems.push(`preferences of ${id}: acknowledged but missing (store ${!!stream}, read model ${!!doc})`);
        continue;
      }
      if (doc._rev !== stream.last) problems.push(`preferences of ${id}: read model at revision ${doc._rev}, stream at ${stream.last}`);
      if (!outcome.possible.has(doc.criticalEmails))
        problems.push(`preferences of ${id}: read model says ${doc.criticalEmails}, last acknowledged ${outcome.acked}`);
    }
    return problems;
  }

  /**
   * Every acknowledged app answers through the gateway with a name it may have, and its sandbox gets
   * built (a BullMQ job: a build that failed for good during the fault would stay pending forever).
   */
  async unreadable(buildTimeoutMs = 90_000): Promise<string[]> {
    const problems: string[] = [];
    const deadline = Date.now() + buildTimeoutMs;
    for (const developer of this.developers) {
      for (const id of developer.apps) {
        for (;;) {
          const { status, body } = await this.call<{ internal_name: string; sandbox: { status: string } | null }>(
            developer,
            'GET',
            `/api/v1/developer_apps/${id}`,
          );
          if (status !== 200 || !this.apps.get(id)!.possible.has(body!.internal_name)) {
            problems.push(`GET app ${id}: ${status} ${body?.internal_name ?? ''}`);
            break;
          }
          if (body!.sandbox?.status === 'live') break;
          if (Date.now() > deadline) {
            problems.push(`app ${id}: sandbox still ${body!.sandbox?.status ?? 'missing'}`);
            break;
          }
          await sleep(1000);
        }
      }
    }
    return problems;
  }
}
