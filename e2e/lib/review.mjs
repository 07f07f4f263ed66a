// Review set-up through the API: a production version submitted with notes, and an admin's decision on it
// (the second reviewer of the "two admins on one item" tests).
import assert from 'node:assert/strict';
import { createAppViaApi, newDeveloperSession, productionVersionViaApi, uniqueAppName } from './apps.mjs';
import { DEMO, DEMO_PASSWORD } from './config.mjs';
import { apiCall, signInViaApi } from './notifications.mjs';

/** @typedef {import('./notifications.mjs').ApiSession} ApiSession */

/**
 * A new developer's app whose production version (0.1.0) is in review, submitted with `notes`.
 * @param {string} prefix the app name's start
 * @param {string} notes the notes for the reviewer
 */
export async function versionInReview(prefix, notes) {
  const { dev, session } = await newDeveloperSession();
  const app = await createAppViaApi(session, uniqueAppName(prefix));
  const versionId = await productionVersionViaApi(session, app.id);
  await submitVersion(session, versionId, notes);
  return { dev, session, app, versionId };
}

/**
 * The developer submits a production version for review.
 * @param {ApiSession} session @param {string} versionId @param {string} notes
 */
export async function submitVersion(session, versionId, notes) {
  const res = await apiCall(session, 'PATCH', `/api/v1/app_versions/${versionId}`, {
    app_version: { state: 'in_review', developer_notes: notes },
  });
  assert.equal(res.status, 200, `set-up: submitting answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
}

/**
 * A platform admin (the demo admin, in a session of its own) approves (`published`) or rejects (`confidential`) a version.
 * @param {string} versionId @param {'published' | 'confidential'} state @param {string} notes
 */
export async function decideVersion(versionId, state, notes) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const res = await apiCall(admin, 'PATCH', `/api/v1/admin/app_versions/${versionId}`, { app_version: { state, admin_notes: notes } });
  assert.equal(res.status, 200, `set-up: the other admin's decision answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
}

/**
 * Another admin decides a listing: approves it silently (`published`) or rejects it with `message` (`draft`).
 * @param {string} appId @param {'published' | 'draft'} state @param {string} [message] rich text
 */
export async function decideListing(appId, state, message) {
  const admin = await signInViaApi(DEMO.admin, DEMO_PASSWORD);
  const submission = state === 'published' ? { state, silent: true } : { state, admin_message: message };
  const res = await apiCall(admin, 'PATCH', `/api/v1/admin/submissions/${appId}`, { submission });
  assert.equal(res.status, 200, `set-up: the other admin's decision answered ${res.status}: ${JSON.stringify(res.data).slice(0, 300)}`);
}
