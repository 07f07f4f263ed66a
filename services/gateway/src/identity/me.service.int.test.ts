import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { signedUpDeveloper, testEnv } from '@portal/test-kit';
import { gatewayConfig } from '../core/gateway.config';
import { Upstreams } from '../core/upstreams';
import type { SessionStore } from '../sessions/session.store';
import { ME_READ_MODEL_TIMEOUT_MS, MeService } from './me.service';

/**
 * Who is signed in must not depend on the projection being up: every page asks, and a projection
 * that hangs or is down would otherwise look like being signed out. Identity (the write side, real
 * here) answers instead, after a short wait for a hung read model.
 */
describe('MeService when the projection does not answer', () => {
  let hung: Server;
  let hungUrl: string;
  const held: import('node:net').Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers: a frozen service.
    hung = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
  });

  const meServiceWith = (projectionUrl: string): MeService => {
    const config = gatewayConfig();
    const upstreams = new Upstreams({
      ...config,
      services: { ...config.services, identity: testEnv.identityUrl, projection: projectionUrl },
    });
    return new MeService(upstreams, {} as SessionStore, config);
  };

  it('answers from identity after a short wait when the projection hangs', async () => {
    const developer = await signedUpDeveloper('me-hung');
    const started = Date.now();
    const me = await meServiceWith(hungUrl).build({ userId: developer.id, csrfToken: 'token' });
    const waited = Date.now() - started;
    expect(me).toMatchObject({ id: developer.id, email: developer.email, isAdmin: false, csrfToken: 'token' });
    expect(waited).toBeGreaterThanOrEqual(ME_READ_MODEL_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ME_READ_MODEL_TIMEOUT_MS + 10_000);
  });

  it('answers from identity at once when the projection is down', async () => {
    const developer = await signedUpDeveloper('me-down');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const me = await meServiceWith(`http://127.0.0.1:${port}`).build({ userId: developer.id, csrfToken: 'token' });
    expect(me).toMatchObject({ id: developer.id, email: developer.email });
  });
});
