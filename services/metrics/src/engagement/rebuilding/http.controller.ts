import { Controller, HttpCode, Post } from '@nestjs/common';
import { EngagementRebuild, type EngagementRebuildResult } from './engagement-rebuild';

/** Internal (operators): `POST /engagement/rebuild` on the metrics service with the internal token. */
@Controller('engagement')
export class EngagementRebuildController {
  constructor(private readonly rebuilds: EngagementRebuild) {}

  @Post('rebuild')
  @HttpCode(200)
  rebuild(): Promise<EngagementRebuildResult> {
    return this.rebuilds.rebuild();
  }
}
