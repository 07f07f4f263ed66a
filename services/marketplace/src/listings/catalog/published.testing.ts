import { validListing } from '@portal/contracts/src/rules/marketplace/listing.fixtures.testing';
import { productionVersionId, uniqueId, type ApiSession } from '@portal/test-kit';
import { uploadCompleteMedia } from '../media/media.testing';

/** A developer's new app with a complete listing submitted for review, and approved (silently) when `approve`. */
export const publishListing = async (
  developer: ApiSession,
  admin: ApiSession,
  name: string,
  categories: string[],
  approve: boolean,
): Promise<string> => {
  const appId = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Catalog app ') })).body.id;
  await developer.post(`/api/v1/developer_apps/${appId}/submissions`, { submission: { public_name: name } });
  await uploadCompleteMedia(developer, appId);
  const release = await productionVersionId(developer, appId);
  const submitted = await developer.request('PATCH', `/api/v1/submissions/${appId}`, {
    body: { submission: { ...validListing, app_version_id: release, public_name: name, category_ids: categories, state: 'in_review' } },
  });
  if (submitted.status !== 200) throw new Error(`set-up: submitting ${name} answered ${submitted.status}`);
  if (approve) {
    const approved = await admin.request('PATCH', `/api/v1/admin/submissions/${appId}`, {
      body: { submission: { state: 'published', silent: true } },
    });
    if (approved.status !== 200) throw new Error(`set-up: approving ${name} answered ${approved.status}`);
  }
  return appId;
};
