// oidc-provider ships no type declarations; these are the few parts identity uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClient {
    clientId: string;
    clientAuthMethod: string;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    Client: { prototype: { compareClientSecret(this: OidcClient, actual: string): Promise<boolean> | boolean } };
    Grant: new (properties: { accountId: string; clientId: string }) => OidcGrant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): void;
    /** Koa middleware around every provider route. */
    use(middleware: (ctx: never, next: () => Promise<void>) => Promise<void>): void;
  }
}
