import { Controller, Get } from '@nestjs/common';
import { ContractDocument } from '../contract/contract-document';
import { Access } from '../sessions/access';

@Controller('api/v1/openapi.json')
export class OpenApiController {
  constructor(private readonly contract: ContractDocument) {}

  @Get()
  @Access('public')
  get(): Record<string, unknown> {
    return this.contract.document;
  }
}
