import { en } from './en';
import { createTranslator, type Dictionary } from './translate';

/** Translate a UI string key of the app frame or the shared components (English only for now). */
export const t = createTranslator(en);

/**
 * A feature's translator: its own strings over the shared ones. Features keep their strings next
 * to their code, so this module knows none of them and lazy pages carry their own.
 */
export const withStrings = (...features: Dictionary[]) => createTranslator(Object.assign({}, en, ...features));
