import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

/** One stream per app (`app-manifests-{appId}`) holding all its versions in both environments; topic `apps.manifest`. */
export type ManifestVersionCreated = DomainEvent<'apps.manifest.version_created', EventData<'apps.manifest.version_created'>>;
export type ManifestVersionPromoted = DomainEvent<'apps.manifest.version_promoted', EventData<'apps.manifest.version_promoted'>>;
export type ManifestVersionRolledBack = DomainEvent<'apps.manifest.version_rolled_back', EventData<'apps.manifest.version_rolled_back'>>;
export type ManifestReviewSubmitted = DomainEvent<'apps.manifest.review_submitted', EventData<'apps.manifest.review_submitted'>>;
export type ManifestReviewWithdrawn = DomainEvent<'apps.manifest.review_withdrawn', EventData<'apps.manifest.review_withdrawn'>>;
export type ManifestReviewApproved = DomainEvent<'apps.manifest.review_approved', EventData<'apps.manifest.review_approved'>>;
export type ManifestReviewRejected = DomainEvent<'apps.manifest.review_rejected', EventData<'apps.manifest.review_rejected'>>;
export type ManifestGrantTypeChanged = DomainEvent<'apps.manifest.grant_type_changed', EventData<'apps.manifest.grant_type_changed'>>;

export type ManifestEvent =
  | ManifestVersionCreated
  | ManifestVersionPromoted
  | ManifestVersionRolledBack
  | ManifestReviewSubmitted
  | ManifestReviewWithdrawn
  | ManifestReviewApproved
  | ManifestReviewRejected
  | ManifestGrantTypeChanged;

export type Environment = 'sandbox' | 'production';
export type SchemaVersion = '3' | '4.1';
export type ReviewState = 'confidential' | 'in_review' | 'published';
export type ReviewStatus = 'unreviewed' | 'approved' | 'rejected';
export type GrantType = 'authorization_code' | 'client_credentials';
export type ManifestContent = Record<string, unknown>;

export const manifestsStreamId = (appId: string): string => `app-manifests-${appId}`;
