import { Controller, Get, Param, Query } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { isSchemaVersion, manifestSchema, manifestSnippets, manifestTemplates, tools, type SchemaVersion } from '../content';

export const NO_SUCH_SCHEMA_VERSION = 'No such manifest schema version';

const version = (value: string): SchemaVersion => {
  if (!isSchemaVersion(value)) throw new NotFoundError(NO_SUCH_SCHEMA_VERSION);
  return value;
};

/** Reference data for the editor, the builder and developers' own tooling: schemas, templates, snippets, tools. */
@Controller()
export class ManifestTemplatesController {
  @Get('manifest_schemas/:version')
  schema(@Param('version') requested: string) {
    return manifestSchema(version(requested));
  }

  @Get('manifest_templates')
  templates() {
    return manifestTemplates();
  }

  /** `has_existing_manifest` only matters below schema 4 (spec §7). */
  @Get('manifest_templates/:version/snippets')
  snippets(@Param('version') requested: string, @Query('has_existing_manifest') existing?: string) {
    return manifestSnippets(version(requested), existing === 'true');
  }

  @Get('manifest_tools')
  tools() {
    return { data: tools() };
  }
}
