import { Link } from 'react-router';
import { t } from './i18n';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { buttonClass } from '../ui';

export function Forbidden() {
  useDocumentTitle(t('errors.forbidden'));
  return (
    <div className="page page--narrow">
      <div className="empty-state">
        <p className="empty-state__code">403</p>
        <h1>{t('errors.forbidden')}</h1>
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          {t('errors.backHome')}
        </Link>
      </div>
    </div>
  );
}
