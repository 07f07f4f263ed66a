import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalClient, ServiceUnavailableError, UpstreamError, unavailableMessage } from './internal-client';
import { noteBehindOwnWrites, runWithRequestContext } from './request-context';

describe('InternalClient after a committed command', () => {
  let server: Server;
  let apps: InternalClient;
  const gone = new InternalClient('projection', 'http://127.0.0.1:9'); // nothing listens on the discard port

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/commands') response.setHeader('x-portal-position', 'apps:1:42');
      if (request.url === '/developer_apps/new') return void response.writeHead(404).end('{"message":"No such app"}');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apps = new InternalClient('apps', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = async (steps: () => Promise<unknown>): Promise<ServiceUnavailableError> => {
    const error = await runWithRequestContext({ requestId: 'test-request' }, steps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    return error as ServiceUnavailableError;
  };

  it('given a command that appended events, a read that fails says the change was saved and not to send it again', async () => {
    const error = await failure(async () => {
      await apps.call('commands', { method: 'POST', body: {} });
      await gone.call('developer_apps/1');
    });
    expect(error.afterCommit).toBe(true);
    expect(error.message).toBe(
      'Your change was saved, but it cannot be shown yet: the portal is catching up. Reload in a moment instead of sending it again.',
    );
  });

  it('given only reads, or a POST that appended nothing (a credentials check), the usual message', async () => {
    const reads = await failure(async () => {
      await apps.call('developer_apps');
      await apps.call('credentials/verify', { method: 'POST', body: {} });
      await gone.call('developer_apps/1');
    });
    expect(reads.afterCommit).toBe(false);
    expect(reads.message).toBe("The portal's pages and lists are unavailable right now. Please try again shortly.");
  });

  it('given a committed command, a read of what it wrote that finds nothing says the change was saved, not 404', async () => {
    const error = await failure(async () => {
      await apps.call('commands', { method: 'POST', body: {} });
      await apps.call('developer_apps/new', { showsOwnWrite: true });
    });
    expect(error.afterCommit).toBe(true);
  });

  it("given a query behind its session's own writes, a read of them that finds nothing says they were saved", async () => {
    const error = await failure(async () => {
      noteBehindOwnWrites();
      await apps.call('developer_apps/new', { showsOwnWrite: true });
    });
    expect(error.afterCommit).toBe(true);
  });

  it('without a committed command, or for an ordinary read, a 404 stays a 404', async () => {
    const notFound = (steps: () => Promise<unknown>) =>
      runWithRequestContext({ requestId: 'test-request' }, steps).catch((e: unknown) => (e as UpstreamError).code);
    expect(await notFound(() => apps.call('developer_apps/new', { showsOwnWrite: true }))).toBe('not_found');
    expect(
      await notFound(async () => {
        await apps.call('commands', { method: 'POST', body: {} });
        await apps.call('developer_apps/new');
      }),
    ).toBe('not_found');
  });

  it('given a committed command, a failing second write is not called saved', async () => {
    const error = await failure(async () => {
      await apps.call('commands', { method: 'POST', body: {} });
      await gone.call('commands', { method: 'POST', body: {} });
    });
    expect(error.afterCommit).toBe(false);
  });
});

describe('InternalClient.callText', () => {
  let server: Server;
  let projection: InternalClient;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/list') return void response.writeHead(200, { 'content-type': 'application/json' }).end('[{"id" : "a"}]');
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No such app","errors":["No such app"]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    projection = new InternalClient('projection', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the body exactly as the service wrote it', async () => {
    expect((await projection.callText('list')).body).toBe('[{"id" : "a"}]');
  });

  it('still reads an error answer and throws it as call does', async () => {
    const error = await projection.callText('missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe('not_found');
    expect((error as UpstreamError).message).toBe('No such app');
  });
});

describe('unavailableMessage', () => {
  it.each([
    ['identity', 'Accounts and sign-in are unavailable right now. Please try again shortly.'],
    ['quota-proxy', 'Rate limits are unavailable right now. Please try again shortly.'],
    ['marketplace', 'The Marketplace is unavailable right now. Please try again shortly.'],
    ['sandbox API', 'The sandbox API is unavailable right now. Please try again shortly.'],
  ])('names %s as a reader knows it', (service, message) => {
    expect(unavailableMessage(service)).toBe(message);
  });
});
