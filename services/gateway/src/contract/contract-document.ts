import { Injectable } from '@nestjs/common';
import { loadOpenApiDocument } from '@portal/contracts';

/** The OpenAPI document, loaded once; the gateway validates against it and serves it. */
@Injectable()
export class ContractDocument {
  readonly document = loadOpenApiDocument();
}
