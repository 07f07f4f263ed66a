import { Body, Controller, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ForbiddenError, NotFoundError, ValidationError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { isUuid, NO_SUCH_APP } from '../../apps/app-access';
import { roleOf } from '../../apps/app.decider';
import { appPermissions } from '../../apps/app-permissions.rules';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { MESSAGES, validateManifest } from '../content';

const ENVIRONMENTS = ['sandbox', 'production'] as const;
type Environment = (typeof ENVIRONMENTS)[number];

export const CANNOT_VIEW_MANIFESTS = 'Your role on this app does not allow viewing its manifests';

/**
 * Live validation for the editor (spec §7): the version's JSON Schema plus the spec's rules. The
 * answer is always 200; an empty `errors` list means the manifest passed. Only someone who can view
 * the app's manifests may ask (its owner, admins and developers, or a platform admin).
 */
@Controller()
export class ValidateManifestController {
  constructor(
    private readonly apps: AppsRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  @Post('manifest_validations')
  @HttpCode(200)
  async validate(
    @Query('developer_app_id') appId: string | undefined,
    @Query('environment_type') environment: string | undefined,
    @Query('allow_empty') allowEmpty: string | undefined,
    @Body() body: { manifest?: { content?: unknown } } | undefined,
    @SignedInActor() actor: Actor,
  ) {
    if (!ENVIRONMENTS.includes(environment as Environment))
      throw new ValidationError({ environment_type: [`Must be one of: ${ENVIRONMENTS.join(', ')}`] });
    if (!isUuid(appId)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(appId);
    if (!state.exists || (state.deletedAt !== null && !actor.isAdmin)) throw new NotFoundError(NO_SUCH_APP);
    const restricted = this.config.edition === 'restricted';
    if (!appPermissions(roleOf(state, actor.id), actor, restricted).view_manifests) throw new ForbiddenError(CANNOT_VIEW_MANIFESTS);
    const manifest = body?.manifest;
    if (!manifest || manifest.content === undefined || manifest.content === null)
      throw new ValidationError({ manifest: [MESSAGES.required] });
    const details = validateManifest(manifest.content, {
      environment: environment as Environment,
      edition: restricted ? 'restricted' : 'standard',
      allowEmpty: allowEmpty === 'true',
    });
    return { data: { errors: details.map((d) => d.message), error_details: details } };
  }
}
