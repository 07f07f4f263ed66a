import { Inject, Injectable } from '@nestjs/common';
import { isDomainError } from '@portal/decider';
import { ServiceUnavailableError } from '@portal/service-runtime';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Upstreams } from '../core/upstreams';
import type { Session } from '../sessions/session';
import { SessionStore } from '../sessions/session.store';
import type { components } from '@portal/contracts';
import type { ResponseBody } from '../core/contract-types';

export type Me = components['schemas']['Me'];
type TwoFactorStatus = ResponseBody<'/api/v1/me/two_factor', 'get'>;

interface DeveloperView {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string;
  emailConfirmed: boolean;
  /** Absent from identity views and documents older than the address change. */
  pendingEmail?: string | null;
  /** Absent from documents older than two-step verification (and from identity's own view, the fallback). */
  twoFactorEnabled?: boolean;
  twoFactorEnabledAt?: string | null;
  recoveryCodesLeft?: number;
  isAdmin: boolean;
  isEmployee: boolean;
}

/**
 * How long `/me` waits for the read model before asking identity instead: every page asks who is
 * signed in, and a projection that hangs must not keep the whole portal at a spinner for the 15 s
 * an ordinary call waits (a document read by id answers in milliseconds).
 */
export const ME_READ_MODEL_TIMEOUT_MS = 2_000;

/**
 * Builds `/me` from the read model; falls back to the owner's own view (identity's, the write side)
 * when the projection lags or is down: a projection outage does not sign anyone out.
 */
@Injectable()
export class MeService {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly sessions: SessionStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The session's user now; roles granted or revoked since sign-in take effect without signing in again. */
  async current(sessionId: string, session: Session): Promise<Me> {
    const me = await this.build(session);
    if (me.isAdmin !== session.isAdmin || me.isEmployee !== session.isEmployee) {
      await this.sessions.update(sessionId, (s) => ({ ...s, isAdmin: me.isAdmin, isEmployee: me.isEmployee }));
    }
    return me;
  }

  async build(session: Pick<Session, 'userId' | 'csrfToken'>, preferWriteSide = false): Promise<Me> {
    const developer = preferWriteSide ? await this.fromIdentity(session.userId) : await this.fromReadModel(session.userId);
    return {
      id: developer.id,
      firstName: developer.firstName,
      lastName: developer.lastName,
      companyName: developer.companyName,
      email: developer.email,
      emailConfirmed: developer.emailConfirmed,
      pendingEmail: developer.pendingEmail ?? null,
      twoFactorEnabled: developer.twoFactorEnabled ?? false,
      isAdmin: developer.isAdmin,
      isEmployee: developer.isEmployee,
      edition: this.config.edition,
      csrfToken: session.csrfToken,
    };
  }

  /** The Settings card's two-step verification, from the same document as `/me`. */
  async twoFactor(userId: string): Promise<TwoFactorStatus> {
    const developer = await this.fromReadModel(userId);
    const enabledAt = developer.twoFactorEnabledAt ?? null;
    return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt === null ? 0 : (developer.recoveryCodesLeft ?? 0) };
  }

  private async fromReadModel(id: string): Promise<DeveloperView> {
    try {
      const path = `developers/${encodeURIComponent(id)}`;
      return (await this.upstreams.projection.call<DeveloperView>(path, { timeoutMs: ME_READ_MODEL_TIMEOUT_MS })).body;
    } catch (error) {
      if ((isDomainError(error) && error.code === 'not_found') || error instanceof ServiceUnavailableError) return this.fromIdentity(id);
      throw error;
    }
  }

  private async fromIdentity(id: string): Promise<DeveloperView> {
    return (await this.upstreams.identity.call<DeveloperView>(`developers/${encodeURIComponent(id)}`)).body;
  }
}
