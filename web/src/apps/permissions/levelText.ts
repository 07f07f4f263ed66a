import { t } from '../i18n';
import type { Level } from './grid';

/** A permission level's name (None, Read-Only, Standard, Admin). */
export const levelText = (level: Level) => t(`perm.level.${level}`);
