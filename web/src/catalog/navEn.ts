import type { Dictionary } from '../i18n/translate';
import { createTranslator } from '../i18n/translate';

/** The top navigation's Marketplace link: its own tiny dictionary, so the first load carries none of the catalog's strings. */
export const catalogNavEn: Dictionary = {
  'nav.marketplace': 'Marketplace',
};

export const MARKETPLACE_PATH = '/marketplace';

export const navT = createTranslator(catalogNavEn);
