import { ConflictError, ValidationError, specFor } from '@portal/decider';
import { sandboxDecider } from './sandbox.decider';
import type { SandboxEvent } from './sandbox.events';

const spec = specFor(sandboxDecider);
const at = '2026-11-22T10:00:00.000Z';
const credentials = {
  clientId: 'client-abcdefghijklmnop',
  companyId: '123456',
  url: 'https://sandbox.example.com/123456',
  platformAppId: 'p1',
};
const requested: SandboxEvent = { type: 'apps.sandbox.requested', data: { sandboxId: 's1', appId: 'a1', requestedAt: at } };
const built = (fake: boolean): SandboxEvent => ({
  type: 'apps.sandbox.built',
  data: { sandboxId: 's1', appId: 'a1', ...credentials, redirectUris: [], allowedCorsDomains: [], fake, builtAt: at },
});
const failed: SandboxEvent = { type: 'apps.sandbox.failed', data: { sandboxId: 's1', appId: 'a1', reason: 'boom', failedAt: at } };

describe('sandbox decider', () => {
  it('is requested, then built (pending → live)', () => {
    spec([]).when({ type: 'RequestSandbox', sandboxId: 's1', appId: 'a1', at }).then([requested]);
    spec([requested])
      .when({ type: 'BuildSandbox', credentials, fake: false, at })
      .then([built(false)]);
  });

  it('fails only while pending, and can be requested again after a failure', () => {
    spec([requested]).when({ type: 'FailSandbox', reason: 'boom', at }).then([failed]);
    spec([requested, built(false)])
      .when({ type: 'FailSandbox', reason: 'late', at })
      .then([]);
    spec([requested, failed]).when({ type: 'RequestSandbox', sandboxId: 's1', appId: 'a1', at }).then([requested]);
    spec([requested])
      .when({ type: 'RequestSandbox', sandboxId: 's1', appId: 'a1', at })
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('ignores a late real build of a failed sandbox, but a fake one makes it live at once', () => {
    spec([requested, failed]).when({ type: 'BuildSandbox', credentials, fake: false, at }).then([]);
    spec([requested, failed])
      .when({ type: 'BuildSandbox', credentials, fake: true, at })
      .then([built(true)]);
    spec([requested, built(false)])
      .when({ type: 'BuildSandbox', credentials, fake: true, at })
      .thenThrows((e) => e instanceof ConflictError);
    spec([requested, built(false)])
      .when({ type: 'BuildSandbox', credentials, fake: false, at })
      .then([]);
  });

  it('fakes a sandbox in one decision: requested and built together when there was none', () => {
    const fake = { type: 'FakeSandbox' as const, sandboxId: 's1', appId: 'a1', credentials, at };
    spec([])
      .when(fake)
      .then([requested, built(true)]);
    spec([requested, failed])
      .when(fake)
      .then([built(true)]);
    spec([requested])
      .when(fake)
      .then([built(true)]);
    spec([requested, built(false)])
      .when(fake)
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('changes redirect URIs with the same rule as the app', () => {
    spec([requested, built(false)])
      .when({ type: 'ChangeSandboxSettings', redirectUri: 'https://s.example.com/cb', at })
      .then([
        {
          type: 'apps.sandbox.settings_changed',
          data: {
            sandboxId: 's1',
            appId: 'a1',
            clientId: credentials.clientId,
            redirectUris: ['https://s.example.com/cb'],
            allowedCorsDomains: [],
            changedAt: at,
          },
        },
      ]);
    spec([requested, built(false)])
      .when({ type: 'ChangeSandboxSettings', redirectUri: 'http://example.com', at })
      .thenThrows((e) => e instanceof ValidationError);
  });
});
