import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { t } from '../i18n';
import { Button } from '../../ui';
import { CLIENT_ENVIRONMENTS, appPathOfClient, lookupTarget } from './appLookup';

/** The admin page of the app whose production or sandbox client id is `uid`, or null. */
async function findAppOfClient(uid: string): Promise<string | null> {
  for (const environment of CLIENT_ENVIRONMENTS) {
    const { data } = await unwrap(
      api.GET('/api/v1/admin/oauth_applications', { params: { query: { environment, 'filters[uid]': uid, per_page: 100 } } }),
    );
    const path = appPathOfClient(Array.isArray(data) ? data : [], uid);
    if (path) return path;
  }
  return null;
}

/**
 * Admin home card: open a developer app's admin page by its id (pasted from a support request or a log line) or by
 * its App ID, the client id the platform and OAuth errors quote (pasting one used to leave Open disabled, unexplained).
 */
export function AdminAppLookup() {
  const id = useId();
  const messageId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [searching, setSearching] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const target = lookupTarget(value);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || searching) return;
    if (target.kind === 'app') {
      void navigate(target.path);
      return;
    }
    setSearching(true);
    setMessage(null);
    try {
      const path = await findAppOfClient(target.uid);
      if (path) void navigate(path);
      else setMessage(t('adminApps.lookupNotFound', { id: target.uid }));
    } catch {
      setMessage(t('adminApps.lookupFailed'));
    } finally {
      setSearching(false);
    }
  };
  return (
    <form className="card" onSubmit={(event) => void onSubmit(event)} aria-label={t('adminApps.lookupTitle')}>
      <span className="card__title">{t('adminApps.lookupTitle')}</span>
      <span className="card__body">{t('adminApps.lookupBody')}</span>
      <label className="visually-hidden" htmlFor={id}>
        {t('adminApps.lookupLabel')}
      </label>
      <span style={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          className="input"
          placeholder={t('adminApps.lookupLabel')}
          value={value}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setMessage(null);
          }}
        />
        <Button variant="secondary" type="submit" disabled={!target || searching}>
          {searching ? t('adminApps.lookupSearching') : t('adminApps.lookupSubmit')}
        </Button>
      </span>
      {message && (
        <span id={messageId} className="field__errors" role="alert">
          {message}
        </span>
      )}
    </form>
  );
}
