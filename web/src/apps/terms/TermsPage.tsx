import { t } from './i18n';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** /terms_and_conditions: the platform policies linked from the Create New App modal. */
export function TermsPage() {
  useDocumentTitle(t('terms.title'));
  return (
    <div className="page page--narrow">
      <article className="reference__content prose">
        <h1>{t('terms.title')}</h1>
        <p className="prose__lead">{t('terms.lead')}</p>
        <h2>{t('terms.dataTitle')}</h2>
        <p>{t('terms.dataBody')}</p>
        <h2>{t('terms.credentialsTitle')}</h2>
        <p>{t('terms.credentialsBody')}</p>
        <h2>{t('terms.marketplaceTitle')}</h2>
        <p>{t('terms.marketplaceBody')}</p>
        <h2>{t('terms.changesTitle')}</h2>
        <p>{t('terms.changesBody')}</p>
      </article>
    </div>
  );
}
