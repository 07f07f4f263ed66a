import { t } from '../i18n';

/** What the apps list and the home page call an app's sandbox state. */
export function sandboxStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'live':
      return t('apps.sandboxLive');
    case 'pending':
      return t('apps.sandboxPending');
    case 'failed':
      return t('apps.sandboxFailed');
    default:
      return t('apps.sandboxNone');
  }
}
