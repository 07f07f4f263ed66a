// Found in a QA pass of the invitation page: a collaborator removed after accepting, opening the same link again, was
// told they were signed in with the wrong account (it is the same person: the link is gone, as accepting it says); the
// dead-link page never mentioned expiry and led nowhere; the preview was asked twice (once for "nobody" while the
// session was read, again for the account); and accepting landed on the app without a word.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAppViaApi, newDeveloperSession, SLOW_MS, uniqueAppName } from '../lib/apps.mjs';
import { linkFrom, waitForMail } from '../lib/backend.mjs';
import { withPage } from '../lib/browser.mjs';
import { expectHidden, expectPath, expectVisible } from '../lib/expect.mjs';
import { apiCall, signIn } from '../lib/notifications.mjs';

const GONE = 'This invitation is no longer valid: it may have expired, been cancelled or already been used, or the link is wrong.';

/** Counts the page's reads of the invitation preview (`GET …/acceptance`). */
const countPreviews = (/** @type {import('playwright-core').Page} */ page) => {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/v1\/invitations\/[^/]+\/acceptance/.test(request.url())) seen.count += 1;
  });
  return seen;
};

test('the invitee joins with a confirmation; removed since, the same link says it is gone and leads to their apps', async (t) => {
  const owner = await newDeveloperSession();
  const member = await newDeveloperSession();
  const appName = uniqueAppName('Joined');
  const app = await createAppViaApi(owner.session, appName);
  const invited = await apiCall(owner.session, 'POST', '/api/v1/invitations', {
    developer_app_id: app.id,
    email: member.dev.email,
    role: 'developer',
  });
  assert.equal(invited.status, 201);
  const mail = await waitForMail(member.dev.email, { subject: /invited you to collaborate/, timeoutMs: SLOW_MS });
  const link = linkFrom(mail.text, '/invitations/');

  await withPage(t, {}, async ({ page }) => {
    await signIn(page, member.dev.email, member.dev.password);
    const previews = countPreviews(page);
    await page.goto(link);
    const card = page.locator('.auth-card');
    await card.getByRole('button', { name: 'Accept invitation' }).click();
    await expectPath(page, `/developer_apps/${app.id}`, SLOW_MS);
    await expectVisible(page.getByRole('status').getByText(`You joined ${appName} as Developer.`), 'the confirmation on the app');
    assert.equal(previews.count, 1, 'the preview was asked once');

    const removed = await apiCall(owner.session, 'DELETE', `/api/v1/collaborators/${member.id}?developer_app_id=${app.id}`);
    assert.equal(removed.status, 204);
    previews.count = 0;
    await page.goto(link);
    await expectVisible(card.getByText(GONE), 'the invitation, gone', SLOW_MS);
    await expectVisible(card.getByText('Ask the app’s owner to send you a new invitation.'), 'who can send a new one');
    await expectHidden(card.getByText(/but you are signed in as/), 'the wrong-account warning');
    assert.equal(await card.getByRole('button', { name: /Accept invitation|Sign out/ }).count(), 0, 'nothing to accept or sign out of');
    assert.equal(previews.count, 1, 'a dead link is asked about once (no second read for the account, no retry of the 404)');
    await card.getByRole('link', { name: 'Go to your apps' }).click();
    await expectPath(page, '/developer_apps');
  });
});

test('signed out, a dead invitation link says why and leads home', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const previews = countPreviews(page);
    await page.goto('/invitations/00000000-0000-4000-8000-000000000001/accept?token=not-a-token');
    const card = page.locator('.auth-card');
    await expectVisible(card.getByText(GONE), 'the invitation, gone', SLOW_MS);
    assert.equal(previews.count, 1, 'the preview was asked once');
    await card.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPath(page, '/');
  });
});
