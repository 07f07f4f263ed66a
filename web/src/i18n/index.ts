import { en } from './en';
import { createTranslator } from './translate';

/** Translate a UI string key (English only for now). */
export const t = createTranslator(en);
