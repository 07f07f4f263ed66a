import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { FastifyRequest } from 'fastify';
import { ContractValidator } from './contract-validator';

/** Runs after the access guard: who may call comes before what they sent. */
@Injectable()
export class ContractGuard implements CanActivate {
  constructor(private readonly validator: ContractValidator) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const template = request.routeOptions.url ?? request.url;
    const fields = this.validator.validate(request.method, template, request);
    if (fields && Object.keys(fields).length > 0) throw new ValidationError(fields, 'The request does not match the API contract');
    return true;
  }
}
