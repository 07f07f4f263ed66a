import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { Button } from '../../ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admin home card: open a developer app's admin page by its id (pasted from a support request or a log line). */
export function AdminAppLookup() {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const appId = value.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (UUID.test(appId)) void navigate(`/admin/developer_apps/${appId.toLowerCase()}`);
  };
  return (
    <form className="card" onSubmit={onSubmit} aria-label={t('adminApps.lookupTitle')}>
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
          onChange={(e) => setValue(e.target.value)}
        />
        <Button variant="secondary" type="submit" disabled={!UUID.test(appId)}>
          {t('adminApps.lookupSubmit')}
        </Button>
      </span>
    </form>
  );
}
