import type { components } from '../../api/types';
import { t } from '../i18n';
import { versionBadge, versionLabel, type BadgeKey } from '../manifests/versionState';

type AppSummary = components['schemas']['DeveloperAppSummary'];

/** The badge colours the apps list uses for an app's standing. */
export type StandingTone = 'neutral' | 'info' | 'warning' | 'success';

export interface VersionStanding {
  badge: BadgeKey;
  /** The version the badge speaks of (the sandbox one while it waits for promotion), null in Draft. */
  version: string | null;
  tone: StandingTone;
}

const VERSION_TONES: Record<BadgeKey, StandingTone> = {
  draft: 'neutral',
  readyForTesting: 'info',
  promoted: 'info',
  underReview: 'warning',
  approved: 'success',
  unknown: 'neutral',
};

/** The app page's version badge (spec §4), from the list's highest sandbox and production versions. */
export function versionStanding(app: Pick<AppSummary, 'newest_sandbox_version' | 'newest_production_version'>): VersionStanding {
  const sandbox = app.newest_sandbox_version ?? null;
  const production = app.newest_production_version ?? null;
  const badge = versionBadge(sandbox, production).key;
  const shown = badge === 'draft' ? null : badge === 'readyForTesting' ? sandbox : (production ?? sandbox);
  return { badge, version: shown ? versionLabel(shown) : null, tone: VERSION_TONES[badge] };
}

export type ListingKey = 'none' | 'draft' | 'inReview' | 'published' | 'publishedUpdateInReview';

export interface ListingStanding {
  key: ListingKey;
  tone: StandingTone;
}

/** Where the app's Marketplace listing stands: none, a draft, in review, published (perhaps with an update in review). */
export function listingStanding(app: Pick<AppSummary, 'marketplace_listing'>): ListingStanding {
  const listing = app.marketplace_listing ?? null;
  if (!listing) return { key: 'none', tone: 'neutral' };
  if (listing.published)
    return listing.in_review ? { key: 'publishedUpdateInReview', tone: 'success' } : { key: 'published', tone: 'success' };
  return listing.in_review ? { key: 'inReview', tone: 'warning' } : { key: 'draft', tone: 'neutral' };
}

export const versionStandingLabel = (standing: VersionStanding): string => t(`versions.badge.${standing.badge}`);

export const listingStandingLabel = (standing: ListingStanding): string => t(`apps.listing.${standing.key}`);
