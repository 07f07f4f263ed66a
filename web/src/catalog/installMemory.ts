/** The last installation made from this browser, per app, so a reload can still uninstall it. */
export interface RememberedInstallation {
  installation_id: string;
  company_name: string;
  demo: boolean;
  /** Who installed it: another user signed in on this browser does not see it. */
  user_id: string;
}

const key = (appId: string) => `marketplace.installation.${appId}`;

export function recallInstallation(appId: string, userId: string): RememberedInstallation | null {
  try {
    const raw = window.localStorage.getItem(key(appId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RememberedInstallation> | null;
    if (!value || typeof value.installation_id !== 'string' || value.user_id !== userId) return null;
    return {
      installation_id: value.installation_id,
      company_name: typeof value.company_name === 'string' ? value.company_name : '',
      demo: value.demo === true,
      user_id: userId,
    };
  } catch {
    return null;
  }
}

export function rememberInstallation(appId: string, installation: RememberedInstallation): void {
  try {
    window.localStorage.setItem(key(appId), JSON.stringify(installation));
  } catch {
    // storage full or disabled: the installation is still in the page's state
  }
}

export function forgetInstallation(appId: string): void {
  try {
    window.localStorage.removeItem(key(appId));
  } catch {
    // nothing to forget
  }
}
