import { TOPICS, type EventData } from '@portal/contracts';
import type { EventEnvelope, PublicEventMapper, PublicMessage } from '@portal/eventsourcing';

/** The public topic other platform services consume (contracts/asyncapi.yaml); key = the app id. */
export const REVIEWS_TOPIC = TOPICS.portalReviewsV1;
export const CLOUD_EVENTS_SOURCE = '/portal/apps';
const SCHEMAS = 'https://portal.example.com/public-events/';
const CREATIONS = ['apps.manifest.version_created', 'apps.manifest.version_promoted', 'apps.manifest.version_rolled_back'];

type ReviewType =
  'apps.manifest.review_submitted' | 'apps.manifest.review_withdrawn' | 'apps.manifest.review_approved' | 'apps.manifest.review_rejected';

/** Each review event's public name and the state the version is in after it. */
const REVIEWS: Record<ReviewType, { action: string; state: 'confidential' | 'in_review' | 'published' }> = {
  'apps.manifest.review_submitted': { action: 'submitted', state: 'in_review' },
  'apps.manifest.review_withdrawn': { action: 'withdrawn', state: 'confidential' },
  'apps.manifest.review_approved': { action: 'approved', state: 'published' },
  'apps.manifest.review_rejected': { action: 'rejected', state: 'confidential' },
};

const isReview = (type: string): type is ReviewType => Object.prototype.hasOwnProperty.call(REVIEWS, type);

export const cloudEventType = (action: string): string => `com.platform.portal.manifest_review.${action}.v1`;
export const cloudEventSchemaId = (action: string): string => `${SCHEMAS}${cloudEventType(action)}.schema.json`;

/** What the review events do not carry: the version's key and semantic version, from its creation event. */
export interface ReviewedVersion {
  appVersionKey: string;
  semanticVersion: string | null;
}

type ReviewData = EventData<ReviewType> & { developerNotes?: string | null; adminNotes?: string | null };

/** The CloudEvents 1.0 message (structured JSON) for a review event, or null for any other event. */
export const reviewCloudEvent = (envelope: EventEnvelope, version: ReviewedVersion): Record<string, unknown> | null => {
  if (!isReview(envelope.type)) return null;
  const { action, state } = REVIEWS[envelope.type];
  const d = envelope.data as ReviewData;
  const notes = 'developerNotes' in d ? d.developerNotes : 'adminNotes' in d ? d.adminNotes : undefined;
  return {
    specversion: '1.0',
    id: envelope.id,
    source: CLOUD_EVENTS_SOURCE,
    type: cloudEventType(action),
    subject: d.versionId,
    time: d.at,
    datacontenttype: 'application/json',
    dataschema: cloudEventSchemaId(action),
    data: {
      app_id: d.appId,
      version_id: d.versionId,
      app_version_key: version.appVersionKey,
      semantic_version: version.semanticVersion,
      state,
      ...(notes === undefined ? {} : { notes }),
      actor_id: d.by,
    },
  };
};

/**
 * The apps service's relay mapping: each `apps.manifest.review_*` event also goes to the public
 * topic, in the relay's ordered batch. The version's key comes from its creation event, earlier in
 * the same stream (committed before, so always there).
 */
export const reviewPublicEvents: PublicEventMapper = async (envelope, pool): Promise<PublicMessage | null> => {
  if (!isReview(envelope.type)) return null;
  const { appId, versionId } = envelope.data as ReviewData;
  const { rows } = await pool.query<{ key: string; semver: string | null }>(
    `SELECT data->>'appVersionKey' AS key, data->>'semanticVersion' AS semver FROM es_events
      WHERE stream_id = $1 AND type = ANY($2) AND data->>'versionId' = $3 LIMIT 1`,
    [envelope.streamId, CREATIONS, versionId],
  );
  const created = rows[0];
  if (!created) throw new Error(`review event ${envelope.id}: version ${versionId} has no creation event in ${envelope.streamId}`);
  const message = reviewCloudEvent(envelope, { appVersionKey: created.key, semanticVersion: created.semver });
  return {
    topic: REVIEWS_TOPIC,
    key: appId,
    value: JSON.stringify(message),
    headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
  };
};
