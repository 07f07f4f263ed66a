import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessages, Field, Modal } from '../ui';
import { t } from './i18n';
import { fetchApp } from './api/appsApi';
import { useCreateAppMutation } from './api/appsMutations';
import type { DeveloperApp } from './api/types';
import { pollUntil } from './lib/polling';

const hasSandbox = (app: Pick<DeveloperApp, 'has_sandbox' | 'sandbox'>) => app.has_sandbox || app.sandbox !== null;

/** Create New App (spec §2): then to /developer_apps/{id}, at once with a sandbox, else after polling (1 s, at most 10 s). */
export function CreateAppModal({ onClose }: { onClose(): void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const navigate = useNavigate();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const create = useCreateAppMutation({
    onSuccess: async (app) => {
      const target = `/developer_apps/${encodeURIComponent(app.id)}`;
      if (!hasSandbox(app)) {
        setWaiting(true);
        abort.current = new AbortController();
        const result = await pollUntil(async () => hasSandbox(await fetchApp(app.id)), { signal: abort.current.signal });
        if (result === 'aborted') return;
      }
      void navigate(target);
    },
  });

  const nameError = touched && name.trim() === '' ? [t('apps.nameRequired')] : [];
  const busy = create.isPending || waiting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '') return;
    create.mutate(name.trim());
  };

  return (
    <Modal
      title={t('apps.createTitle')}
      onClose={onClose}
      busy={busy}
      action={{ label: busy ? t('apps.creating') : t('apps.createSubmit'), form: 'create-app-form' }}
    >
      {create.isError && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('apps.somethingWentWrong')}</p>
          <p>{errorMessages(create.error).join(' ')}</p>
        </div>
      )}
      <form id="create-app-form" className="form" onSubmit={onSubmit} aria-label={t('apps.createTitle')} noValidate>
        <Field
          label={t('apps.appName')}
          name="internal_name"
          required
          autoFocus
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          errors={nameError}
        />
        <p className="form__note">
          {t('apps.policiesNoteBefore')}{' '}
          <Link to="/terms_and_conditions" target="_blank">
            {t('apps.policiesLink')}
          </Link>
          {t('apps.policiesNoteAfter')}
        </p>
        {waiting && (
          <p className="muted" role="status">
            {t('apps.preparingSandbox')}
          </p>
        )}
      </form>
    </Modal>
  );
}
