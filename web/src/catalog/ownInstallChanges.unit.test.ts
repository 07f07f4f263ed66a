import { awaitsList, CONFIRM_POLL_FOR_MS, noteInstalled, noteUninstalled, settle, withOwnChanges } from './ownInstallChanges';

const installation = (id: string, company = `${id} Co`) => ({
  installation_id: id,
  app_id: 'app',
  company_name: company,
  demo: false,
  installed: true,
});

let n = 0;
/** Each test its own list (the changes are kept by query key for the page's life). */
const newKey = () => ['catalog', 'installations', `app-${++n}`, 'user'];

describe("the listing page's own installs and uninstalls over the server's list", () => {
  it('shows an install at once, first, until the list has it; then the list alone', () => {
    const key = newKey();
    const older = installation('a');
    const fresh = installation('b');
    noteInstalled(key, fresh);
    expect(awaitsList(key)).toBe(true);
    settle(key, [older]);
    expect(withOwnChanges(key, [older])).toEqual([fresh, older]);
    expect(awaitsList(key)).toBe(true);

    settle(key, [fresh, older]);
    expect(withOwnChanges(key, [fresh, older])).toEqual([fresh, older]);
    expect(awaitsList(key)).toBe(false);
    // Listed once, it is the list's: an uninstall made elsewhere then shows.
    expect(withOwnChanges(key, [older])).toEqual([older]);
  });

  it('hides an uninstalled one until the list drops it, then follows the list again', () => {
    const key = newKey();
    const listed = installation('a');
    noteUninstalled(key, 'a');
    settle(key, [listed]);
    expect(withOwnChanges(key, [listed])).toEqual([]);
    expect(awaitsList(key)).toBe(true);

    settle(key, []);
    expect(awaitsList(key)).toBe(false);
    // Installed again from another browser: shown.
    expect(withOwnChanges(key, [listed])).toEqual([listed]);
  });

  it('keeps hiding one uninstalled before the list ever had it (its install may still show up first), unless installed again here', () => {
    const key = newKey();
    const quick = installation('q');
    noteInstalled(key, quick);
    noteUninstalled(key, 'q');
    settle(key, []);
    settle(key, [quick]);
    expect(withOwnChanges(key, [quick])).toEqual([]);
    expect(awaitsList(key)).toBe(false);

    noteInstalled(key, quick);
    expect(withOwnChanges(key, [])).toEqual([quick]);
  });

  it('updates a list that already shows its own changes without doubling them', () => {
    const key = newKey();
    const first = installation('a');
    const second = installation('b');
    noteInstalled(key, first);
    const shown = withOwnChanges(key, []);
    noteInstalled(key, second);
    expect(withOwnChanges(key, shown)).toEqual([second, first]);
  });

  it('stops asking after a while; the change still shows', () => {
    const key = newKey();
    const fresh = installation('a');
    noteInstalled(key, fresh, 1000);
    expect(awaitsList(key, 1000 + CONFIRM_POLL_FOR_MS - 1)).toBe(true);
    expect(awaitsList(key, 1000 + CONFIRM_POLL_FOR_MS)).toBe(false);
    expect(withOwnChanges(key, [])).toEqual([fresh]);
  });

  it('keeps the changes of one app and user to their list', () => {
    const key = newKey();
    noteInstalled(key, installation('a'));
    const someoneElse = [...key.slice(0, 3), 'other user'];
    expect(withOwnChanges(someoneElse, [])).toEqual([]);
    expect(awaitsList(someoneElse)).toBe(false);
  });
});
