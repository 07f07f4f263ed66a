/**
 * The platform API's servers (environments), spec 1 §7: the `{server}` segment of `/platform/{server}/rest/v1.0` and
 * of the quota tool's `/quota_minder_servers/{server}`. The one catalogue: the reference's servers table and Swagger
 * UI's server variable, "try it"'s sandbox menu (web), the gateway's sandbox-only proxy and the quota proxy's bucket
 * servers all read it. Which servers a deployment enables (`QUOTA_SERVERS`, `QUOTA_QA_HOST`) and where they are
 * (`PLATFORM_API_URL`) is each deployment's configuration, not the catalogue's. No imports: the web bundle takes
 * this file alone.
 */

export type PlatformEnvironment = 'production' | 'sandbox' | 'staging';

export interface PlatformServer<Id extends string = string> {
  /** As it appears in a path, e.g. `Integrator_Sandbox`. */
  readonly id: Id;
  /** A short name for a menu, e.g. "Integrator Sandbox". */
  readonly label: string;
  /** What the reference's servers table says about it (its "Environment" column). */
  readonly description: string;
  readonly environment: PlatformEnvironment;
  readonly region?: 'US' | 'UK';
  /** A sandbox: the portal's "try it" may call it (through the gateway), never a production server. */
  readonly sandbox: boolean;
  /** On the provider's QA host only (the host's quota tool manages it alone); not documented to integrators. */
  readonly qaHostOnly: boolean;
}

/** In the spec's order, the order the quota tool and the reference show them. */
const CATALOGUE = [
  {
    id: 'Production_US01',
    label: 'Production US01',
    description: 'Production, United States',
    environment: 'production',
    region: 'US',
    sandbox: false,
    qaHostOnly: false,
  },
  {
    id: 'Production_US02',
    label: 'Production US02',
    description: 'Production, United States (second region)',
    environment: 'production',
    region: 'US',
    sandbox: false,
    qaHostOnly: false,
  },
  {
    id: 'Production_UK01',
    label: 'Production UK01',
    description: 'Production, United Kingdom',
    environment: 'production',
    region: 'UK',
    sandbox: false,
    qaHostOnly: false,
  },
  {
    id: 'Monthly_Sandbox_US01',
    label: 'Monthly Sandbox US01',
    description: 'Monthly sandbox, United States',
    environment: 'sandbox',
    region: 'US',
    sandbox: true,
    qaHostOnly: false,
  },
  {
    id: 'Monthly_Sandbox_US02',
    label: 'Monthly Sandbox US02',
    description: 'Monthly sandbox, United States (second region)',
    environment: 'sandbox',
    region: 'US',
    sandbox: true,
    qaHostOnly: false,
  },
  {
    id: 'Integrator_Sandbox',
    label: 'Integrator Sandbox',
    description: 'Integrator sandbox: where a new integration is built and tested',
    environment: 'sandbox',
    sandbox: true,
    qaHostOnly: false,
  },
  {
    id: 'Staging',
    label: 'Staging',
    description: "Staging, on the provider's QA host only",
    environment: 'staging',
    sandbox: false,
    qaHostOnly: true,
  },
] as const satisfies readonly PlatformServer[];

export type PlatformServerId = (typeof CATALOGUE)[number]['id'];

/** A list with a first element (a default) the type system knows of. */
export type NonEmptyList<T> = readonly [T, ...T[]];

const nonEmpty = <T>(list: readonly T[]): NonEmptyList<T> => {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('platform-servers: an empty server list');
  return [first, ...rest];
};

/** Every server, the QA host's Staging included. */
export const PLATFORM_SERVERS: NonEmptyList<PlatformServer<PlatformServerId>> = CATALOGUE;

/** The servers integrators are told about and a production deployment enables by default: all but the QA host's. */
export const PUBLIC_PLATFORM_SERVERS = nonEmpty(PLATFORM_SERVERS.filter((server) => !server.qaHostOnly));

/** The servers of the provider's QA host (Staging). */
export const QA_HOST_SERVERS = nonEmpty(PLATFORM_SERVERS.filter((server) => server.qaHostOnly));

/** The sandboxes, in the catalogue's order. */
export const SANDBOX_PLATFORM_SERVERS = nonEmpty(PLATFORM_SERVERS.filter((server) => server.sandbox));

export const serverById = (id: string): PlatformServer<PlatformServerId> | undefined => PLATFORM_SERVERS.find((server) => server.id === id);

/** Whether `id` names a sandbox server (an unknown name is not one). */
export const isSandboxServer = (id: string): boolean => serverById(id)?.sandbox === true;

/**
 * Where the platform API is on a host: the server (environment) segment first, then the Rest API's version path,
 * `/platform/{server}/rest/v1.0`. The reference's base URL and group documents, "try it", the gateway's sandbox route,
 * the quota proxy's route and the reference upstream all use these, never their own spelling.
 */
export const PLATFORM_PATH_PREFIX = '/platform/';
export const REST_API_PATH = '/rest/v1.0';
export const platformApiPath = (server: string): string => `${PLATFORM_PATH_PREFIX}${server}${REST_API_PATH}`;

/** The ids of a list, e.g. for an OpenAPI server variable's `enum` or a configuration default. */
export const serverIds = <S extends PlatformServer>(servers: readonly S[]): S['id'][] => servers.map((server) => server.id);
