import { ConflictError, NotFoundError, ValidationError, type Decider, type FieldErrors } from '@portal/decider';
import { parseRedirectUris } from '../apps/redirect-uris.rules';
import { CORS_DOMAIN_PROBLEM, parseCorsDomains } from '../apps/cors-domains.rules';
import type { SandboxEvent, SandboxStatus } from './sandbox.events';

export interface Sandbox {
  exists: boolean;
  sandboxId: string;
  appId: string;
  status: SandboxStatus;
  clientId: string | null;
  companyId: string | null;
  url: string | null;
  platformAppId: string | null;
  redirectUris: string[];
  allowedCorsDomains: string[];
  fake: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxCredentials {
  clientId: string;
  companyId: string;
  url: string;
  platformAppId: string;
}

export type SandboxCommand =
  | { type: 'RequestSandbox'; sandboxId: string; appId: string; at: string }
  | { type: 'BuildSandbox'; credentials: SandboxCredentials; fake: boolean; at: string }
  /** Employees and admins: live at once, requested first when the app never had one (one commit). */
  | { type: 'FakeSandbox'; sandboxId: string; appId: string; credentials: SandboxCredentials; at: string }
  | { type: 'FailSandbox'; reason: string; at: string }
  | { type: 'ChangeSandboxSettings'; redirectUri?: string; allowedCorsDomain?: string; at: string };

export const initialState = (): Sandbox => ({
  exists: false,
  sandboxId: '',
  appId: '',
  status: 'pending',
  clientId: null,
  companyId: null,
  url: null,
  platformAppId: null,
  redirectUris: [],
  allowedCorsDomains: [],
  fake: false,
  createdAt: '',
  updatedAt: '',
});

export const decide = (command: SandboxCommand, state: Sandbox): SandboxEvent[] => {
  if (command.type === 'FakeSandbox') {
    const { sandboxId, appId, credentials, at } = command;
    const requested = state.exists ? [] : decide({ type: 'RequestSandbox', sandboxId, appId, at }, state);
    const built = decide({ type: 'BuildSandbox', credentials, fake: true, at }, requested.reduce(evolve, state));
    return [...requested, ...built];
  }
  if (command.type === 'RequestSandbox') {
    if (state.exists && state.status === 'live') throw new ConflictError('This app already has a live sandbox');
    if (state.exists && state.status === 'pending') throw new ConflictError('The sandbox is already being built');
    return [{ type: 'apps.sandbox.requested', data: { sandboxId: command.sandboxId, appId: command.appId, requestedAt: command.at } }];
  }
  if (!state.exists) throw new NotFoundError('No such sandbox');
  const { sandboxId, appId } = state;
  switch (command.type) {
    case 'BuildSandbox':
      if (state.status === 'live') {
        if (command.fake) throw new ConflictError('The sandbox is already live');
        return [];
      }
      // A real build only finishes what is pending; a failed one needs a new request first.
      if (!command.fake && state.status !== 'pending') return [];
      return [
        {
          type: 'apps.sandbox.built',
          data: {
            sandboxId,
            appId,
            ...command.credentials,
            redirectUris: state.redirectUris,
            allowedCorsDomains: state.allowedCorsDomains,
            fake: command.fake,
            builtAt: command.at,
          },
        },
      ];
    case 'FailSandbox':
      if (state.status !== 'pending') return [];
      return [{ type: 'apps.sandbox.failed', data: { sandboxId, appId, reason: command.reason, failedAt: command.at } }];
    case 'ChangeSandboxSettings': {
      const fields: FieldErrors = {};
      let redirectUris = state.redirectUris;
      let allowedCorsDomains = state.allowedCorsDomains;
      if (command.redirectUri !== undefined) {
        const parsed = parseRedirectUris(command.redirectUri);
        if (parsed.problems.length > 0) fields.redirect_uri = parsed.problems;
        redirectUris = parsed.uris;
      }
      if (command.allowedCorsDomain !== undefined) {
        allowedCorsDomains = parseCorsDomains(command.allowedCorsDomain);
        const problems = allowedCorsDomains.map(CORS_DOMAIN_PROBLEM).filter((p): p is string => p !== null);
        if (problems.length > 0) fields.allowed_cors_domain = problems;
      }
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      if (
        redirectUris.join('\n') === state.redirectUris.join('\n') &&
        allowedCorsDomains.join(',') === state.allowedCorsDomains.join(',')
      ) {
        return [];
      }
      return [
        {
          type: 'apps.sandbox.settings_changed',
          data: { sandboxId, appId, clientId: state.clientId, redirectUris, allowedCorsDomains, changedAt: command.at },
        },
      ];
    }
  }
};

export const evolve = (state: Sandbox, event: SandboxEvent): Sandbox => {
  switch (event.type) {
    case 'apps.sandbox.requested':
      return {
        ...state,
        exists: true,
        sandboxId: event.data.sandboxId,
        appId: event.data.appId,
        status: 'pending',
        createdAt: state.createdAt || event.data.requestedAt,
        updatedAt: event.data.requestedAt,
      };
    case 'apps.sandbox.built': {
      const d = event.data;
      return {
        ...state,
        status: 'live',
        clientId: d.clientId,
        companyId: d.companyId,
        url: d.url,
        platformAppId: d.platformAppId,
        fake: d.fake,
        updatedAt: d.builtAt,
      };
    }
    case 'apps.sandbox.failed':
      return { ...state, status: 'failed', updatedAt: event.data.failedAt };
    case 'apps.sandbox.settings_changed':
      return {
        ...state,
        redirectUris: event.data.redirectUris,
        allowedCorsDomains: event.data.allowedCorsDomains,
        updatedAt: event.data.changedAt,
      };
  }
};

export const sandboxDecider: Decider<Sandbox, SandboxCommand, SandboxEvent> = { initialState, decide, evolve };
