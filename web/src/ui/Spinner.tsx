import { useEffect, useState } from 'react';
import { t } from '../i18n';

/**
 * After this long a load is no longer quick and the spinner says so: a service that hangs keeps the
 * reader waiting for the gateway's 15 s before the page can say it failed.
 */
export const SLOW_LOAD_MS = 4_000;

export function Spinner({ label = t('common.loading') }: { label?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      {slow ? <span className="spinner-slow">{t('common.loadingSlow')}</span> : <span className="visually-hidden">{label}</span>}
    </div>
  );
}
