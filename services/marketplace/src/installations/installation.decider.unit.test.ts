import { ConflictError, NotFoundError, ValidationError, specFor } from '@portal/decider';
import { ALREADY_INSTALLED, installationDecider, NOT_INSTALLABLE, REQUEST_SEEN, type InstallApp } from './installation.decider';
import type { InstallationEvent } from './installation.events';

const spec = specFor(installationDecider);
const at = '2026-12-02T10:00:00.000Z';
const I = '0123456789abcdef0123456789abcdef';
const APP = '00000000-0000-4000-8000-00000000000a';
const USER = '00000000-0000-4000-8000-000000000001';
const R1 = '00000000-0000-5000-8000-0000000000r1';

const install = (extra: Partial<InstallApp> = {}): InstallApp => ({
  type: 'InstallApp',
  installationId: I,
  appId: APP,
  companyName: '  Harbor   Builders ',
  demo: true,
  installer: { id: USER, email: 'i@example.com' },
  installable: true,
  at,
  ...extra,
});
const installed = (extra: Record<string, unknown> = {}): InstallationEvent => ({
  type: 'marketplace.installation.installed',
  data: {
    installationId: I,
    appId: APP,
    companyName: 'Harbor Builders',
    demo: true,
    installerId: USER,
    installerEmail: 'i@example.com',
    at,
    ...extra,
  },
});
const uninstalled: InstallationEvent = {
  type: 'marketplace.installation.uninstalled',
  data: { installationId: I, appId: APP, companyName: 'Harbor Builders', demo: true, actorId: USER, at },
};

describe('installation decider', () => {
  it('installs once per app and company, with the company name tidied', () => {
    spec([]).when(install()).then([installed()]);
    spec([installed()])
      .when(install())
      .thenThrows((e) => e instanceof ConflictError && e.message === ALREADY_INSTALLED);
    spec([installed(), uninstalled]).when(install()).then([installed()]);
  });

  it('refuses to install an app whose published listing is not installable; uninstalling still works', () => {
    spec([])
      .when(install({ installable: false }))
      .thenThrows((e) => e instanceof ConflictError && e.message === NOT_INSTALLABLE);
    spec([installed()]).when({ type: 'UninstallApp', actorId: USER, at }).then([uninstalled]);
  });

  it('refuses a blank company or a demo flag that is not a boolean', () => {
    spec([])
      .when(install({ companyName: ' ' }))
      .thenThrows((e) => e instanceof ValidationError);
    spec([])
      .when(install({ demo: 'yes' }))
      .thenThrows((e) => e instanceof ValidationError);
  });

  it("carries a keyed install's request id and never installs the same request twice, even after an uninstall", () => {
    spec([])
      .when(install({ requestId: R1 }))
      .then([installed({ requestId: R1 })]);
    spec([installed({ requestId: R1 }), uninstalled])
      .when(install({ requestId: R1 }))
      .thenThrows((e) => e instanceof ConflictError && e.message === REQUEST_SEEN);
    const state = [installed({ requestId: R1 }), uninstalled, installed()].reduce(
      installationDecider.evolve,
      installationDecider.initialState(),
    );
    expect(state).toMatchObject({ installed: true, requestIds: [R1], lastRequestId: null });
  });

  it('uninstalls only what is installed', () => {
    spec([installed()]).when({ type: 'UninstallApp', actorId: USER, at }).then([uninstalled]);
    spec([installed(), uninstalled])
      .when({ type: 'UninstallApp', actorId: USER, at })
      .thenThrows((e) => e instanceof NotFoundError);
  });
});
