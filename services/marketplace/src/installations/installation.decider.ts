import { ConflictError, NotFoundError, ValidationError, type Decider } from '@portal/decider';
import type { InstallationEvent } from './installation.events';
import { installProblems } from './installation.rules';

export interface Installation {
  installationId: string | null;
  installed: boolean;
  appId: string | null;
  companyName: string;
  demo: boolean;
  /** Every install sent with an Idempotency-Key on this stream, and the one behind the current installation. */
  requestIds: string[];
  lastRequestId: string | null;
}

export type InstallApp = {
  type: 'InstallApp';
  installationId: string;
  appId: string;
  companyName: unknown;
  demo: unknown;
  installer: { id: string; email: string | null };
  /** The listing's published content has its Installable switch on. */
  installable: boolean;
  requestId?: string;
  at: string;
};
export type UninstallApp = { type: 'UninstallApp'; actorId: string; at: string };
export type InstallationCommand = InstallApp | UninstallApp;

export const ALREADY_INSTALLED = 'This app is already installed for this company';
export const NOT_INSTALLED = 'This app is not installed for this company';
export const REQUEST_SEEN = 'This install was already made';
export const NOT_INSTALLABLE = 'This app cannot be installed from the Marketplace';

export const initialState = (): Installation => ({
  installationId: null,
  installed: false,
  appId: null,
  companyName: '',
  demo: false,
  requestIds: [],
  lastRequestId: null,
});

export const decide = (command: InstallationCommand, state: Installation): InstallationEvent[] => {
  switch (command.type) {
    case 'InstallApp': {
      if (!command.installable) throw new ConflictError(NOT_INSTALLABLE);
      const errors = installProblems(command.companyName, command.demo);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors).flat()[0]);
      if (command.requestId !== undefined && state.requestIds.includes(command.requestId)) throw new ConflictError(REQUEST_SEEN);
      if (state.installed) throw new ConflictError(ALREADY_INSTALLED);
      return [
        {
          type: 'marketplace.installation.installed',
          data: {
            installationId: command.installationId,
            appId: command.appId,
            companyName: String(command.companyName).trim().replace(/\s+/g, ' '),
            demo: command.demo === true,
            installerId: command.installer.id,
            installerEmail: command.installer.email,
            at: command.at,
            ...(command.requestId === undefined ? {} : { requestId: command.requestId }),
          },
        },
      ];
    }
    case 'UninstallApp': {
      if (!state.installed || !state.appId || !state.installationId) throw new NotFoundError(NOT_INSTALLED);
      return [
        {
          type: 'marketplace.installation.uninstalled',
          data: {
            installationId: state.installationId,
            appId: state.appId,
            companyName: state.companyName,
            demo: state.demo,
            actorId: command.actorId,
            at: command.at,
          },
        },
      ];
    }
  }
};

export const evolve = (state: Installation, event: InstallationEvent): Installation => {
  switch (event.type) {
    case 'marketplace.installation.installed':
      return {
        installationId: event.data.installationId,
        installed: true,
        appId: event.data.appId,
        companyName: event.data.companyName,
        demo: event.data.demo,
        requestIds: event.data.requestId === undefined ? state.requestIds : [...state.requestIds, event.data.requestId],
        lastRequestId: event.data.requestId ?? null,
      };
    case 'marketplace.installation.uninstalled':
      return { ...state, installed: false };
  }
};

export const installationDecider: Decider<Installation, InstallationCommand, InstallationEvent> = { initialState, decide, evolve };
