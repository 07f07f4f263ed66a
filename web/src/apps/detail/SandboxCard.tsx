import { useId } from 'react';
import { isApiError } from '../../api/apiError';
import { t } from '../i18n';
import { useFakeSandboxMutation, useRequestSandboxMutation } from '../api/appsMutations';
import type { DeveloperApp } from '../api/types';
import { supportUrl } from '../appConfig';
import { sandboxCardState, sandboxRequestAction, showFakeSandboxButton, type UiFlags } from '../lib/flags';
import { Button, ErrorBanner, LazyBoundary, lazyNamed, showToast } from '../../ui';

// The live credentials form (secrets, redirect URIs) shows on the OAuth tab only: the strip above the tabs, on the
// page's first load, needs the building and failed states alone (first-load budget).
const SandboxCredentials = lazyNamed(
  () => import('./SandboxCredentials'),
  (m) => m.SandboxCredentials,
);

/** The sandbox account card: none, pending, live (credentials form), failed; hidden in the restricted edition. */
export function SandboxCard({ app, flags }: { app: DeveloperApp; flags: UiFlags; viewerId: string }) {
  const id = useId();
  const state = sandboxCardState(app.sandbox, flags);
  const request = useRequestSandboxMutation(app.id);
  const fake = useFakeSandboxMutation(app.id, { onSuccess: () => showToast(t('apps.fakeSandboxDone')) });
  if (state === 'hidden') return null;
  const action = sandboxRequestAction(state, flags);
  const error = request.error ?? fake.error;
  const busyQueue = app.sandbox?.busy || (isApiError(error) && (error.status === 429 || error.status === 503));

  return (
    <section className="card-section sandbox-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('apps.sandboxTitle')}</h3>
      {error && !busyQueue && <ErrorBanner error={error} />}
      {busyQueue && (
        <div className="alert alert--warning" role="status">
          {t('apps.sandboxBusy')}
        </div>
      )}
      {state === 'none' && <p>{t('apps.sandboxNoneBody')}</p>}
      {state === 'pending' && (
        <div className="sandbox-state" role="status">
          <span className="spinner spinner--inline" aria-hidden="true" />
          <div>
            <p className="sandbox-state__title">{t('apps.sandboxBuildingTitle')}</p>
            <p>{t('apps.sandboxBuildingBody')}</p>
          </div>
        </div>
      )}
      {state === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('apps.sandboxFailedTitle')}</p>
          <p>
            {t('apps.sandboxFailedBody')} <a href={supportUrl}>{t('apps.contactSupport')}</a>
          </p>
        </div>
      )}
      {action === 'askOwner' && <p className="muted">{t('apps.askOwner')}</p>}
      <div className="button-row">
        {action === 'request' && (
          <Button variant="primary" disabled={request.isPending} onClick={() => request.mutate()}>
            {state === 'failed' ? t('apps.retrySandbox') : t('apps.generateSandbox')}
          </Button>
        )}
        {showFakeSandboxButton(state, flags) && (
          <Button variant="secondary" disabled={fake.isPending} onClick={() => fake.mutate()}>
            {t('apps.generateFakeSandbox')}
          </Button>
        )}
      </div>
      {state === 'live' && app.sandbox && (
        <LazyBoundary>
          <SandboxCredentials app={app} sandbox={app.sandbox} flags={flags} />
        </LazyBoundary>
      )}
    </section>
  );
}
