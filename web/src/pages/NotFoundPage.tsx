import { Link } from 'react-router';
import { t } from '../i18n';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { buttonClass } from '../ui';

export function NotFoundPage() {
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <div className="page page--narrow">
      <div className="empty-state">
        <p className="empty-state__code">404</p>
        <h1>{t('errors.notFoundTitle')}</h1>
        <p className="muted">{t('errors.notFoundBody')}</p>
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          {t('errors.backHome')}
        </Link>
      </div>
    </div>
  );
}
