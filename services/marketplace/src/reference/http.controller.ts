import { Controller, Get, Headers } from '@nestjs/common';
import { CATEGORIES, PRODUCT_TOOLS, regionsFor, SECURITY_STANDARDS, SSO_PROVIDERS } from './catalog';

/** The first language of an Accept-Language header that Intl knows, else English. */
const localeOf = (header: string | undefined): string => {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (!tag || tag === '*') continue;
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? 'en';
    } catch {
      // not a language tag: try the next one
    }
  }
  return 'en';
};

/** Reference data for the listing editor's pickers (spec 3 §3 "Related", §7 `GET /api/v1/categories`). */
@Controller()
export class ReferenceController {
  @Get('categories')
  categories() {
    return CATEGORIES;
  }

  @Get('reference')
  reference(@Headers('accept-language') acceptLanguage: string | undefined) {
    return {
      regions: regionsFor(localeOf(acceptLanguage)),
      product_tools: PRODUCT_TOOLS,
      security_standards: SECURITY_STANDARDS,
      sso_providers: SSO_PROVIDERS,
    };
  }
}
