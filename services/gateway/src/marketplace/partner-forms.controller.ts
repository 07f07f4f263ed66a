import { Controller, Get, Inject } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';

type PartnerForms = components['schemas']['PartnerForms'];

/** Where the partner gate's cards send a developer whose app may not list yet (deployment settings). */
@Controller('api/v1/marketplace/partner_forms')
export class PartnerFormsController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  partnerForms(): PartnerForms {
    return { activation_url: this.config.partnerForms.activationUrl, program_url: this.config.partnerForms.programUrl };
  }
}
