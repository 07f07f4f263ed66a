import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TYPES_BY_TOPIC } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { DocFields, DocumentStore } from '../core/documents/document-store';
import { Documents } from '../core/documents/documents';
import { OutOfOrderError, type ApplyOutcome } from '../core/stream-guard';
import { isOnTopic } from '../core/typed-event';
import { createdVersion, grantTypeOf, reviewChange, type ManifestEvent } from './app-versions.model';
import { APP_MANIFESTS, MANIFEST_VERSIONS, storeContent, type AppManifestsDocument } from './manifest.documents';

/** The version document an event writes, if any: the whole document for a new version, the review fields otherwise. */
export const versionDocumentChange = (event: ManifestEvent): { versionId: string; fields: DocFields } | null => {
  const version = createdVersion(event);
  if (version && 'content' in event.data) {
    const { id, userLevel, ...facts } = version;
    const d = event.data;
    const createdBy = 'createdBy' in d ? d.createdBy : 'promotedBy' in d ? d.promotedBy : d.rolledBackBy;
    const fields = {
      ...facts,
      appId: d.appId,
      content: storeContent(d.content),
      configuredContent: storeContent(d.configuredContent),
      createdBy,
    };
    return {
      versionId: id,
      fields: { ...fields, grantType: grantTypeOf(userLevel), authCodeCapable: userLevel, updatedAt: facts.createdAt },
    };
  }
  const review = reviewChange(event);
  if (!review || !('at' in event.data)) return null;
  return { versionId: review.versionId, fields: { ...review.change, updatedAt: event.data.at } };
};

/**
 * Applies one manifest event to the documents: the app's head document is the guard (its `_rev` is
 * the stream version) and is written last, so a retry after a failure between the two writes finds
 * the version document already at its next revision (a duplicate, no-op) and completes the head.
 */
export const applyManifestEvent = async (store: DocumentStore, event: ManifestEvent): Promise<ApplyOutcome> => {
  const appId = event.data.appId;
  const head = await store.get<AppManifestsDocument & { [key: string]: unknown }>(APP_MANIFESTS, appId);
  const found = head?._rev ?? 0;
  if (found >= event.streamVersion) return 'duplicate';
  if (found !== event.streamVersion - 1) throw new OutOfOrderError(appId, event.streamVersion, head ? found : null);
  const versionRevs = { ...(head?.versionRevs ?? {}) };
  const fields: DocFields = { appId, nextVersionContent: head?.nextVersionContent ?? null };
  const write = versionDocumentChange(event);
  if (write) {
    const revision = (versionRevs[write.versionId] ?? 0) + 1;
    await store.applyInOrder(MANIFEST_VERSIONS, write.versionId, revision, write.fields);
    versionRevs[write.versionId] = revision;
  }
  if (event.type === 'apps.manifest.version_created' && event.data.environment === 'sandbox') {
    fields.nextVersionContent = storeContent(event.data.configuredContent);
  }
  return store.applyInOrder(APP_MANIFESTS, appId, event.streamVersion, { ...fields, versionRevs });
};

/** Builds the manifest documents (one per app stream, one per version) from the apps service's events. */
@Controller()
export class ManifestsProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern([...EVENT_TYPES_BY_TOPIC['apps.manifest']])
  async manifest(@Payload() event: EventEnvelope) {
    if (!isOnTopic(event, 'apps.manifest')) return;
    await applyManifestEvent(this.documents.store, event);
  }
}
