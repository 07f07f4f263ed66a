import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { savedButNotShown } from '../api/apiError';
import { useIdempotencyKey } from '../api/idempotencyKey';
import { Button, errorMessages, Field, Modal } from '../ui';
import { t } from './i18n';
import { appKeys, fetchApp } from './api/appsApi';
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
  // Create again after a failure (a timeout, a lost answer) with the same name: the app is made once.
  const keyFor = useIdempotencyKey();
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
  // Created, but the list and the app page cannot show it yet: sending the form again would create a second app.
  const saved = savedButNotShown(create.error);
  const queryClient = useQueryClient();
  // The list's own looks while stale may have run out meanwhile: closing looks once more.
  const close = () => {
    if (saved) void queryClient.invalidateQueries({ queryKey: appKeys.list() });
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '') return;
    create.mutate({ internalName: name.trim(), idempotencyKey: keyFor(name.trim()) });
  };

  return (
    <Modal
      title={t('apps.createTitle')}
      onClose={close}
      busy={busy}
      action={saved ? undefined : { label: busy ? t('apps.creating') : t('apps.createSubmit'), form: 'create-app-form' }}
      footer={
        saved && (
          <Button variant="primary" onClick={close}>
            {t('apps.createdClose')}
          </Button>
        )
      }
    >
      {saved && (
        <p className="alert alert--warning" role="status">
          {t('apps.createdNotShown', { name: name.trim() })}
        </p>
      )}
      {create.isError && !saved && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('apps.somethingWentWrong')}</p>
          <p>{errorMessages(create.error).join(' ')}</p>
        </div>
      )}
      <form id="create-app-form" className="form" hidden={saved} onSubmit={onSubmit} aria-label={t('apps.createTitle')} noValidate>
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
