import { withStrings } from '../../i18n';
import { appsEn } from '../en';
import { editorEn } from './en';

/** The manifest editor's strings over the app pages' (they load with the editor, not with the app page). */
export const t = withStrings(appsEn, editorEn);
