import { Link, useLocation } from 'react-router';
import { t } from '../i18n';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { buttonClass } from '../ui';
import { suggestedPage } from './suggestedPage';
import { useNoIndex } from './useNoIndex';

export function NotFoundPage() {
  useDocumentTitle(t('errors.notFoundTitle'));
  useNoIndex();
  const { pathname, search } = useLocation();
  const suggestion = suggestedPage(pathname, search);
  return (
    <div className="page page--narrow">
      <div className="empty-state">
        <p className="empty-state__code">404</p>
        <h1>{t('errors.notFoundTitle')}</h1>
        <p className="muted">{t('errors.notFoundBody')}</p>
        {suggestion && (
          <p data-testid="not-found-suggestion">
            {t('errors.didYouMean')} <Link to={suggestion.to}>{suggestion.label}</Link>?
          </p>
        )}
        <Link to="/" className={buttonClass({ variant: suggestion ? 'secondary' : 'primary' })}>
          {t('errors.backHome')}
        </Link>
      </div>
    </div>
  );
}
