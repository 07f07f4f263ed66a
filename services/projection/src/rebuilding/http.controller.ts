import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { SOURCES, type SourceName } from '../core/sources';
import { RebuildService } from './rebuild.service';

/** `{ until: { identity: 120, apps: 455 }, resume: false }`: positions per source, and whether live consumption resumes at once (internal; tests and operators). */
const untilOf = (body: unknown): Partial<Record<SourceName, number>> | undefined => {
  const until = (body as { until?: unknown } | undefined)?.until;
  if (until === undefined || until === null) return undefined;
  if (typeof until !== 'object') throw new ValidationError({ until: ['must map sources to store positions'] });
  const out: Partial<Record<SourceName, number>> = {};
  for (const [source, position] of Object.entries(until as Record<string, unknown>)) {
    if (!(source in SOURCES)) throw new ValidationError({ until: [`unknown source ${source}`] });
    if (!Number.isInteger(position) || (position as number) < 0)
      throw new ValidationError({ until: [`${source} must be a position (integer ≥ 0)`] });
    out[source as SourceName] = position as number;
  }
  return out;
};

@Controller()
export class RebuildController {
  constructor(private readonly rebuilds: RebuildService) {}

  @Post('rebuild')
  @HttpCode(200)
  rebuild(@Body() body?: unknown) {
    return this.rebuilds.rebuild(untilOf(body), (body as { resume?: unknown } | undefined)?.resume !== false);
  }

  @Post('consumption/resume')
  @HttpCode(204)
  async resume(): Promise<void> {
    await this.rebuilds.resumeConsumption();
  }
}
