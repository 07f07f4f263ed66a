import { Controller, HttpCode, Post } from '@nestjs/common';
import { RebuildService } from './rebuild.service';

@Controller()
export class RebuildController {
  constructor(private readonly rebuilds: RebuildService) {}

  @Post('rebuild')
  @HttpCode(200)
  rebuild() {
    return this.rebuilds.rebuild();
  }
}
