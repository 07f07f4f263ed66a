import { Inject, Injectable } from '@nestjs/common';
import { isDomainError, ValidationError } from '@portal/decider';
import { POSITION_HEADER, positionTokensOf, type Actor } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { READ_YOUR_WRITES_WAIT_MS, ReadYourWrites } from '../consistency/read-your-writes';
import { metricsTabFieldsOf } from '../analytics/metrics-tab';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import type { Schema } from '../core/contract-types';
import { toAdminDeveloperApp, toDeveloperApp, toSandbox } from './app-views';

type DeveloperApp = Schema<'DeveloperApp'>;
type AdminDeveloperApp = Schema<'AdminDeveloperApp'>;
type Sandbox = Schema<'Sandbox'>;
/** What presentApp needs of an app: its sandbox, if any. */
type WithSandbox = { sandbox?: Record<string, unknown> | null };

export type Json = Record<string, unknown>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/**
 * How long a command's answer waits for its read model, at most: well inside the 10 s that clients
 * (and the fuzzer's response-time check) allow a request, with the view reads still to come.
 */
export const COMMAND_ANSWER_WAIT_MS = 7000;

/** What the apps routes share: the actor, positions of commands, app views from the read model. */
@Injectable()
export class AppsResponses {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly consistency: ReadYourWrites,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  actor(request: FastifyRequest): Actor {
    return actorOf(sessionOf(request)!.session);
  }

  /**
   * Remembers every position the command's commit wrote (an app and its sandbox are two streams on
   * two topics, applied independently) and, when `wait` is set, waits until the read model has
   * them so the answer is fresh.
   */
  async afterCommand(request: FastifyRequest, reply: FastifyReply, headers: Headers, wait = true): Promise<void> {
    // Oldest first, so the browser's header ends on the commit's last position.
    const ordered = positionTokensOf(headers.get(POSITION_HEADER));
    for (const token of ordered) await this.consistency.recordCommand(request, reply, new Headers({ [POSITION_HEADER]: token }));
    if (wait && ordered.length > 0) {
      // The answer is the app as the read model shows it, so give the projection a little longer
      // than a query would wait (a busy moment must not turn a successful create into a 404).
      let pending = ordered;
      const deadline = Date.now() + COMMAND_ANSWER_WAIT_MS;
      for (let left = COMMAND_ANSWER_WAIT_MS; pending.length > 0 && left > 0; left = deadline - Date.now())
        pending = await this.consistency.waitFor(pending, Math.min(left, READ_YOUR_WRITES_WAIT_MS));
      if (pending.length > 0) void reply.header('x-portal-stale', 'true');
    }
  }

  /** A pending build says whether the queue is busy. */
  async present<T extends WithSandbox>(app: T): Promise<T> {
    const sandbox = app.sandbox;
    const busy = sandbox?.status === 'pending' && this.config.edition !== 'restricted' ? await this.sandboxBusy() : false;
    return presentApp(app, this.config.edition, busy);
  }

  async presentSandbox(sandbox: Sandbox): Promise<Sandbox | null> {
    if (this.config.edition === 'restricted') return null;
    return toSandbox(sandbox);
  }

  async sandboxBusy(): Promise<boolean> {
    try {
      return (await this.upstreams.apps.call<{ busy: boolean }>('sandbox_queue')).body.busy;
    } catch {
      return false;
    }
  }

  /** The app as the read model shows it, with edition and metrics fields, cut to the contract. */
  async appView(id: string, actor: Actor): Promise<DeveloperApp> {
    return toDeveloperApp(await this.view<DeveloperApp>(`developer_apps/${id}`, actor));
  }

  async adminAppView(id: string, actor: Actor): Promise<AdminDeveloperApp> {
    const app = await this.view<AdminDeveloperApp>(`admin/developer_apps/${id}`, actor);
    const { body: settings } = await this.upstreams.apps.call<{ marketplace_self_service_enabled: boolean }>('application_settings');
    // has_production_credentials, external_platform_owner_id and owner_mismatch come from the
    // projection (identity's production client as the read model knows it).
    return toAdminDeveloperApp({ ...app, marketplace_setting_enabled: settings.marketplace_self_service_enabled });
  }

  private async view<T extends WithSandbox>(path: string, actor: Actor): Promise<T> {
    // After a command, what it changed: an app it created may not be in the read model yet.
    const { body } = await this.upstreams.projection.call<T>(path, { actor, showsOwnWrite: true });
    const id = (body as { id?: string }).id;
    const [app, metrics] = await Promise.all([this.present(body), metricsTabFieldsOf(this.config, this.upstreams.metrics, id)]);
    return { ...app, ...metrics };
  }
}

/** The restricted edition shows no sandbox card, keys or URL. */
export const presentApp = <T extends WithSandbox>(app: T, edition: 'standard' | 'restricted', busy: boolean): T => {
  if (edition === 'restricted') return { ...app, sandbox: null };
  const sandbox = app.sandbox;
  return sandbox ? { ...app, sandbox: { ...sandbox, busy: sandbox.status === 'pending' && busy } } : app;
};

export interface UploadedForm {
  fields: Record<string, string>;
  file: { field: string; bytes: Buffer; filename?: string } | null;
}

interface MultipartRequest {
  isMultipart?: () => boolean;
  parts?: (options?: {
    limits: { files: number; fileSize: number; fields: number };
  }) => AsyncIterableIterator<
    | { type: 'file'; fieldname: string; filename?: string; toBuffer: () => Promise<Buffer> }
    | { type: 'field'; fieldname: string; value: unknown }
  >;
}

export interface MultipartLimits {
  /** The field the errors name. */
  field: string;
  maxBytes: number;
  tooLarge: string;
}

/** The app logo's limits (the gateway's registered default: 2 MB). */
const LOGO_LIMITS: MultipartLimits = { field: 'thumbnail', maxBytes: 2 * 1024 * 1024, tooLarge: 'The logo must be at most 2 MB' };

/** Reads a multipart form (one file at most, within `limits`) into fields and the file's bytes. */
export const readMultipart = async (request: FastifyRequest, limits: MultipartLimits = LOGO_LIMITS): Promise<UploadedForm | null> => {
  const multipart = request as unknown as MultipartRequest;
  if (!multipart.isMultipart?.() || !multipart.parts) return null;
  const form: UploadedForm = { fields: {}, file: null };
  try {
    for await (const part of multipart.parts({ limits: { files: 1, fileSize: limits.maxBytes, fields: 20 } })) {
      if (part.type === 'file') {
        if (form.file) throw new ValidationError({ [limits.field]: ['Upload one file only'] });
        form.file = { field: part.fieldname, bytes: await part.toBuffer(), filename: part.filename };
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ [limits.field]: [limits.tooLarge] }, limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ValidationError({ [limits.field]: ['Upload one file only'] });
    if (isDomainError(error)) throw error;
    // Busboy's own complaints (no boundary, a truncated part) describe the client's request, not our fault.
    throw Object.assign(new Error('The upload is not a valid multipart form'), { statusCode: 400 });
  }
  return form;
};

/** `developer_app[internal_name]` → `internal_name`. */
export const developerAppFields = (form: UploadedForm): Json => {
  const out: Json = {};
  for (const [key, value] of Object.entries(form.fields)) {
    const match = /^developer_app\[([a-z_]+)\]$/.exec(key);
    if (match) out[match[1]!] = value;
  }
  if (form.file) {
    if (form.file.field !== 'developer_app[thumbnail]')
      throw new ValidationError({ thumbnail: ['Send the logo as developer_app[thumbnail]'] });
    out.thumbnail = { content_base64: form.file.bytes.toString('base64') };
  }
  return out;
};
