import { Controller, Get, Query } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { parsePositionToken } from '@portal/eventsourcing';
import { AppliedPositions } from './applied-positions';

const MAX_WAIT_MS = 2000;

/**
 * Read-your-writes (internal): the gateway asks whether a caller's positions have reached this service's read
 * models, waiting at most `timeoutMs` (2 s). Registered by each service that provides `AppliedPositions`.
 */
@Controller()
export class PositionsController {
  constructor(private readonly positions: AppliedPositions) {}

  @Get('positions/wait')
  async wait(@Query('tokens') tokens = '', @Query('timeoutMs') timeout = String(MAX_WAIT_MS)) {
    const list = tokens.split(',').filter(Boolean);
    if (list.length > 100 || list.some((t) => !parsePositionToken(t))) {
      throw new ValidationError({ tokens: ['tokens must be up to 100 source:position values'] });
    }
    const timeoutMs = Math.min(MAX_WAIT_MS, Math.max(0, Number(timeout) || 0));
    const pending = await this.positions.waitFor(list, timeoutMs);
    return { applied: pending.length === 0, pending };
  }
}
