import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppsResponses } from '../apps/apps-responses';
import type { RequestBody, ResponseBody, Schema } from '../core/contract-types';
import { freeForm, whitelist } from '../core/response-whitelist';
import { Upstreams } from '../core/upstreams';
import { Access } from '../sessions/access';

type ManifestJson = Schema<'ManifestJson'>;
type Templates = ResponseBody<'/api/v1/manifest_templates', 'get'>;
type Snippets = Schema<'ManifestSnippets'>;
type Tools = ResponseBody<'/api/v1/manifest_tools', 'get'>;
type ValidationRequest = RequestBody<'/api/v1/manifest_validations', 'post'>;
type ValidationResult = Schema<'ManifestValidationResult'>;

const toTool = whitelist<Schema<'ManifestTool'>>({ name: true, friendly_name: true, disabled_uals: true });
const toError = whitelist<Schema<'ManifestError'>>({ message: true, pointer: true });
const toResult = whitelist<ValidationResult>({ errors: true, error_details: toError });
const toSnippets = whitelist<Snippets>({ oauth: freeForm, iframe: freeForm, fullscreen: freeForm, sidepanel: freeForm });

/** Manifest reference data (public) and live validation, answered by the apps service. */
@Controller('api/v1')
export class ManifestContentController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  @Get('manifest_schemas/:version')
  @Access('public')
  async schema(@Param('version') version: string): Promise<ManifestJson> {
    const { body } = await this.upstreams.apps.call<ManifestJson>(`manifest_schemas/${encodeURIComponent(version)}`);
    return body;
  }

  @Get('manifest_templates')
  @Access('public')
  async templates(): Promise<Templates> {
    const { body } = await this.upstreams.apps.call<Templates>('manifest_templates');
    return { '3': body['3'], '4.1': body['4.1'] };
  }

  @Get('manifest_templates/:version/snippets')
  @Access('public')
  async snippets(@Param('version') version: string, @Query('has_existing_manifest') existing?: string): Promise<Snippets> {
    const { body } = await this.upstreams.apps.call<Snippets>(`manifest_templates/${encodeURIComponent(version)}/snippets`, {
      query: { has_existing_manifest: existing },
    });
    return toSnippets(body);
  }

  @Get('manifest_tools')
  @Access('public')
  async tools(): Promise<Tools> {
    const { body } = await this.upstreams.apps.call<Tools>('manifest_tools');
    return { data: body.data.map(toTool) };
  }

  @Post('manifest_validations')
  @HttpCode(200)
  async validate(
    @Query() query: Record<string, string | undefined>,
    @Body() body: ValidationRequest,
    @Req() request: FastifyRequest,
  ): Promise<{ data: ValidationResult }> {
    const { body: answer } = await this.upstreams.apps.call<{ data: ValidationResult }>('manifest_validations', {
      method: 'POST',
      query: { developer_app_id: query.developer_app_id, environment_type: query.environment_type, allow_empty: query.allow_empty },
      body,
      actor: this.responses.actor(request),
    });
    return { data: toResult(answer.data) };
  }
}
