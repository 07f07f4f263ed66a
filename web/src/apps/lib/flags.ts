import type { DeveloperAppPermissions } from '../api/types';

// What the app pages show, from the viewer's permissions (GET /api/v1/developer_app_permissions)
// and the app's sandbox. Pure, so the rules are unit-tested.

/** The permission fields the flags read, typed by the contract (generated from the OpenAPI document). */
export type PermissionsPayload = Pick<
  DeveloperAppPermissions,
  | 'role'
  | 'view_production_client_id'
  | 'view_sandbox_credentials'
  | 'edit_settings'
  | 'reset_secrets'
  | 'update_collaborators'
  | 'destroy'
  | 'transfer_ownership'
  | 'generate_sandbox'
  | 'generate_fake_sandbox'
  | 'view_activity'
  | 'is_employee'
  | 'is_fedramp'
>;

export interface UiFlags {
  canEdit: boolean;
  canDestroy: boolean;
  isEmployee: boolean;
  isFedramp: boolean;
  canResetSecret: boolean;
  canUpdateCollaborators: boolean;
  canTransferOwnership: boolean;
  canViewClientId: boolean;
  canViewSandbox: boolean;
  canGenerateSandbox: boolean;
  canGenerateFakeSandbox: boolean;
  canViewActivity: boolean;
  isOwner: boolean;
}

export const NO_FLAGS: UiFlags = {
  canEdit: false,
  canDestroy: false,
  isEmployee: false,
  isFedramp: false,
  canResetSecret: false,
  canUpdateCollaborators: false,
  canTransferOwnership: false,
  canViewClientId: false,
  canViewSandbox: false,
  canGenerateSandbox: false,
  canGenerateFakeSandbox: false,
  canViewActivity: false,
  isOwner: false,
};

export function uiFlags(p: PermissionsPayload | null | undefined): UiFlags {
  if (!p) return NO_FLAGS;
  return {
    canEdit: p.edit_settings,
    canDestroy: p.destroy,
    isEmployee: p.is_employee,
    isFedramp: p.is_fedramp,
    canResetSecret: p.reset_secrets,
    canUpdateCollaborators: p.update_collaborators,
    canTransferOwnership: p.transfer_ownership,
    canViewClientId: p.view_production_client_id,
    canViewSandbox: p.view_sandbox_credentials && !p.is_fedramp,
    canGenerateSandbox: p.generate_sandbox,
    canGenerateFakeSandbox: p.generate_fake_sandbox,
    canViewActivity: p.view_activity,
    isOwner: p.role === 'owner',
  };
}

export interface SandboxLike {
  status: 'pending' | 'live' | 'failed';
  live: boolean;
  busy: boolean;
}

/** The sandbox card's state: hidden in the restricted edition, 'none' when the app has no sandbox. */
export type SandboxCardState = 'hidden' | 'none' | 'pending' | 'live' | 'failed';

export function sandboxCardState(sandbox: SandboxLike | null | undefined, flags: Pick<UiFlags, 'isFedramp'>): SandboxCardState {
  if (flags.isFedramp) return 'hidden';
  if (!sandbox) return 'none';
  if (sandbox.live || sandbox.status === 'live') return 'live';
  return sandbox.status;
}

/**
 * While the sandbox is not live its card shows as a status strip above the tabs, which stay usable
 * (issue 10: no blocking sandbox-missing screen); once live the card lives in the OAuth tab.
 */
export function showSandboxStrip(state: SandboxCardState): boolean {
  return state === 'none' || state === 'pending' || state === 'failed';
}

/** The OAuth tab's grant notice (spec: Client Credentials, Authorization Code, and PKCE for the former Implicit). */
export const GRANT_LABEL_KEYS = {
  client_credentials: 'apps.grantClientCredentials',
  authorization_code: 'apps.grantAuthorizationCode',
  authorization_code_pkce: 'apps.grantPublic',
} as const;

export function grantLabelKey(grantType: string | null | undefined): string {
  return Object.hasOwn(GRANT_LABEL_KEYS, grantType ?? '')
    ? GRANT_LABEL_KEYS[grantType as keyof typeof GRANT_LABEL_KEYS]
    : GRANT_LABEL_KEYS.client_credentials;
}

/**
 * Redirect URIs matter only to authorization code. Until an app has a manifest its clients accept
 * both grants, so they show; an answer without grant_types (older servers) shows them too.
 */
export function usesRedirectUris(grantTypes: readonly string[] | null | undefined): boolean {
  return !grantTypes || grantTypes.includes('authorization_code');
}

/** Who may (re)quest a sandbox, and what non-owners are told instead. */
export function sandboxRequestAction(state: SandboxCardState, flags: Pick<UiFlags, 'canGenerateSandbox'>): 'request' | 'askOwner' | null {
  if (state !== 'none' && state !== 'failed') return null;
  return flags.canGenerateSandbox ? 'request' : 'askOwner';
}

export function showFakeSandboxButton(state: SandboxCardState, flags: Pick<UiFlags, 'canGenerateFakeSandbox'>): boolean {
  return flags.canGenerateFakeSandbox && state !== 'live' && state !== 'hidden';
}

/** The detail page's tabs in the spec's order; metrics only with the api-usage flag or metrics data. */
export const TAB_ORDER = [
  'configurations',
  'versions',
  'settings',
  'oauthCredentials',
  'collaborators',
  'marketplaceListing',
  'metrics',
] as const;
export type AppTab = (typeof TAB_ORDER)[number] | 'activity';

export function visibleTabs(options: { apiUsageEnabled: boolean; hasMetrics: boolean; canViewActivity: boolean }): AppTab[] {
  const tabs: AppTab[] = TAB_ORDER.filter((tab) => tab !== 'metrics' || options.apiUsageEnabled || options.hasMetrics);
  if (options.canViewActivity) tabs.push('activity');
  return tabs;
}

export function tabFromParam(value: string | null, tabs: readonly AppTab[]): AppTab {
  return tabs.find((tab) => tab === value) ?? 'configurations';
}
