import { Injectable } from '@nestjs/common';
import { NOT_A_VISIT, type Actor } from '@portal/service-runtime';
import { AppAccessSource } from '../core/app-access';
import { SeenVisitors } from './seen-visitors';
import { VisitRecorder } from './visit-recorder';

/**
 * Which views of a published listing are visits (the engagement report's "Total Marketplace Visits"): a visitor's
 * first view of the listing on a UTC day, by someone outside the app's team. Reloads, a page's refetches, crawlers
 * and the team checking its own page counted as visits before and made the figure mean little.
 */
@Injectable()
export class VisitCounter {
  constructor(
    private readonly seen: SeenVisitors,
    private readonly access: AppAccessSource,
    private readonly recorder: VisitRecorder,
  ) {}

  /** `anonymousKey`: the gateway's key for a visitor who is not signed in, `NOT_A_VISIT`, or null (no key: counted). */
  async viewed(appId: string, actor: Actor | null, anonymousKey: string | null, correlationId: string): Promise<void> {
    if (anonymousKey === NOT_A_VISIT) return;
    const at = new Date().toISOString();
    const day = at.slice(0, 10);
    const visitor = actor ? `user:${actor.id}` : anonymousKey ? `anonymous:${anonymousKey}` : null;
    if (visitor && !(await this.seen.firstView(appId, day, visitor))) return;
    // Asked once per visitor and day (after the mark), so a team member's reloads cost no call to the apps service.
    if (actor && (await this.access.isOnTeam(appId, actor))) return;
    try {
      await this.recorder.record(appId, actor?.id ?? null, correlationId, at);
    } catch (error) {
      if (visitor) await this.seen.forget(appId, day, visitor);
      throw error;
    }
  }
}
