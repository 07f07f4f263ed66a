import type { ResponseBody } from '../core/contract-types';
import { whitelist } from '../core/response-whitelist';

/** Response mappers of the identity routes (contracts/openapi/identity.yaml); `/me` is built field by field in MeService. */
export const toConfirmed = whitelist<ResponseBody<'/api/v1/email_confirmations', 'post'>>({ emailConfirmed: true });
