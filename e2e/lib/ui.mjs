// Page helpers shared by the journeys (only what a user can see and do).
import { signUpViaApi } from './backend.mjs';
import { newDeveloper } from './data.mjs';
import { expectPath, expectVisible } from './expect.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @param {Page} page */
export function signInForm(page) {
  const form = page.getByRole('form', { name: 'Sign in' });
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/** The user menu button in the top bar (its accessible name is "<name>, account"). */
export const userMenuButton = (/** @type {Page} */ page) => page.getByRole('button', { name: /, account$/ });

/** The "Sign in" link the top bar shows once it knows nobody is signed in. */
export const signedOutNavLink = (/** @type {Page} */ page) => page.getByRole('navigation').getByRole('link', { name: 'Sign in' });

/**
 * Fills and sends the sign-in form on the current page (already on /sign_in), then waits for the
 * user menu.
 * @param {Page} page
 * @param {string} email
 * @param {string} password
 */
export async function signInWithForm(page, email, password) {
  const f = signInForm(page);
  await f.email.fill(email);
  await f.password.fill(password);
  await f.submit.click();
  await expectVisible(userMenuButton(page), `the user menu after signing in as ${email}`);
}

/** Signs out through the user menu and waits for the sign-in page. */
export async function signOutWithMenu(/** @type {Page} */ page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectPath(page, '/sign_in');
}

/** Sends the password form (already on /sign_in) of an account with two-step verification on; waits for the second step. */
export async function passwordStepOfTwoFactor(/** @type {Page} */ page, /** @type {string} */ email, /** @type {string} */ password) {
  const f = signInForm(page);
  await f.email.fill(email);
  await f.password.fill(password);
  await f.submit.click();
  await expectVisible(page.getByRole('heading', { name: 'Two-step verification', level: 1 }), 'the second step of the sign-in');
}

/** How far the page scrolls sideways (0 when everything fits). */
export const sidewaysScroll = (/** @type {Page} */ page) =>
  page.evaluate(() => {
    const { documentElement } = /** @type {any} */ (globalThis).document;
    return documentElement.scrollWidth - documentElement.clientWidth;
  });

/**
 * Elements that run out of their parent's box sideways where the parent lets them show (overflow
 * visible): a button out of its card, a grid column wider than its row. What scrolls inside its own
 * box (a table's wrapper) or is positioned (menus, tooltips) is left out. Described for a failure message.
 */
export const elementsOutOfTheirBox = (/** @type {Page} */ page) =>
  page.evaluate(() => {
    const { document, getComputedStyle } = /** @type {any} */ (globalThis);
    /** @type {string[]} */
    const found = [];
    for (const element of document.querySelectorAll('body *')) {
      const parent = element.parentElement;
      if (!parent || getComputedStyle(parent).overflowX !== 'visible') continue;
      if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) continue;
      const box = element.getBoundingClientRect();
      const outer = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > outer.right + 1.5 || box.left < outer.left - 1.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> "${text}" spans ${Math.round(box.left)}–${Math.round(box.right)} px in a parent of ${Math.round(outer.left)}–${Math.round(outer.right)} px`,
        );
      }
    }
    return found;
  });

/**
 * A developer who signs up (through the API: the sign-up page has its own tests) and signs in with the form.
 * @param {Page} page
 */
export async function signInAsNewDeveloper(page) {
  const developer = newDeveloper();
  await signUpViaApi(developer);
  await page.goto('/sign_in');
  await signInWithForm(page, developer.email, developer.password);
  return developer;
}

/**
 * Loses the answer to the first `method` request (POST unless named) to `url`: the request reaches the server (and
 * commits), the browser sees the connection reset. Later ones pass. Returns the Idempotency-Key of every one, in order.
 * @param {Page} page
 * @param {RegExp} url
 * @param {string} [method]
 * @returns {Promise<(string | null)[]>}
 */
export async function loseFirstAnswer(page, url, method = 'POST') {
  /** @type {(string | null)[]} */
  const keys = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    keys.push(await route.request().headerValue('idempotency-key'));
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return keys;
}
