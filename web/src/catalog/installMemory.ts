/** An installation made from this browser, so a reload can still uninstall it. */
export interface RememberedInstallation {
  installation_id: string;
  company_name: string;
  demo: boolean;
  /** Who installed it: another user signed in on this browser does not see it. */
  user_id: string;
}

const key = (appId: string) => `marketplace.installation.${appId}`;

const asInstallation = (value: unknown): RememberedInstallation | null => {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<RememberedInstallation>;
  if (typeof v.installation_id !== 'string' || typeof v.user_id !== 'string') return null;
  return {
    installation_id: v.installation_id,
    company_name: typeof v.company_name === 'string' ? v.company_name : '',
    demo: v.demo === true,
    user_id: v.user_id,
  };
};

/**
 * Every installation of the app remembered on this browser, whoever made it. A company admin may install the app for
 * several companies, so the memory is a list; before, it held one installation (an object), which still reads.
 */
function readAll(appId: string): RememberedInstallation[] {
  try {
    const raw = window.localStorage.getItem(key(appId));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.map(asInstallation).filter((i): i is RememberedInstallation => i !== null);
  } catch {
    return [];
  }
}

function writeAll(appId: string, installations: readonly RememberedInstallation[]): void {
  try {
    if (installations.length === 0) window.localStorage.removeItem(key(appId));
    else window.localStorage.setItem(key(appId), JSON.stringify(installations));
  } catch {
    // storage full or disabled: the installations are still in the page's state
  }
}

/** The installations this user made of the app from this browser, oldest first. */
export function recallInstallations(appId: string, userId: string): RememberedInstallation[] {
  return readAll(appId).filter((installation) => installation.user_id === userId);
}

/** Adds an installation (one sent again replaces its earlier entry). */
export function rememberInstallation(appId: string, installation: RememberedInstallation): void {
  const others = readAll(appId).filter((i) => i.installation_id !== installation.installation_id);
  writeAll(appId, [...others, installation]);
}

/** Forgets one installation; with none left, the app's entry goes. */
export function forgetInstallation(appId: string, installationId: string): void {
  writeAll(
    appId,
    readAll(appId).filter((i) => i.installation_id !== installationId),
  );
}
