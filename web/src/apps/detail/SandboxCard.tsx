import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { t } from '../i18n';
import { appKeys, resetSandboxSecret, rotateClientSecret, useOAuthApplicationQuery } from '../api/appsApi';
import {
  useFakeSandboxMutation,
  useRequestSandboxMutation,
  useRevokeOldSecretMutation,
  useUpdateSandboxMutation,
} from '../api/appsMutations';
import type { DeveloperApp, Sandbox } from '../api/types';
import { supportUrl } from '../appConfig';
import { formatLongDateTime } from '../lib/dates';
import { grantLabelKey, sandboxCardState, sandboxRequestAction, showFakeSandboxButton, usesRedirectUris, type UiFlags } from '../lib/flags';
import { normaliseRedirectUris } from '../lib/redirectUris';
import { Button, CopyField, ErrorBanner, Field, showToast, useUnsavedChanges } from '../../ui';
import { RedirectUriField } from './RedirectUriField';
import { GraceNotice, RotateButton, SecretFlowDialogs } from './SecretDialogs';
import { useSecretFlow } from './useSecretFlow';

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
      {state === 'live' && app.sandbox && <SandboxCredentials app={app} sandbox={app.sandbox} flags={flags} />}
    </section>
  );
}

/** The spec's sandbox app form: created/updated, company ID, URI, app ID, secret, redirect URIs, CORS domains, platform app ID. */
function SandboxCredentials({ app, sandbox, flags }: { app: DeveloperApp; sandbox: Sandbox; flags: UiFlags }) {
  const id = useId();
  const [redirects, setRedirects] = useState(sandbox.redirect_uri ?? '');
  const [cors, setCors] = useState(sandbox.allowed_cors_domain ?? '');
  const [refusedText, setRefusedText] = useState<string | null>(null);
  const save = useUpdateSandboxMutation(app.id, sandbox.id, {
    onMutate: () => setRefusedText(null),
    onSuccess: (updated) => {
      setRedirects(updated.redirect_uri ?? '');
      setCors(updated.allowed_cors_domain ?? '');
      showToast(t('apps.sandboxSaved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setRefusedText(redirects);
    },
  });
  // The sandbox's OAuth client (its id is the sandbox app ID) rotates like the production one:
  // the old secret keeps working for the grace period, or until it is revoked.
  const clientId = sandbox.app_id ?? '';
  const oauth = useOAuthApplicationQuery(clientId, flags.canResetSecret && clientId !== '');
  const flow = useSecretFlow({
    reset: async () => {
      const answer = await resetSandboxSecret(sandbox.id);
      return { clientId: answer.app_id, secret: answer.app_secret };
    },
    rotate: async (hours, key) => ({ clientId, secret: (await rotateClientSecret(clientId, hours, key)).client_secret }),
    invalidate: [appKeys.activity(app.id), appKeys.oauthClient(clientId)],
  });
  const revokeOld = useRevokeOldSecretMutation(clientId, { onSuccess: () => showToast(t('apps.oldSecretRevoked')) });
  const graceUntil = oauth.data?.old_secret_valid_until ?? null;
  const canRotate = oauth.data?.client_type === 'confidential' && oauth.data.reset_count > 0;
  // As in production: a sandbox whose secret was never issued generates it at once, with nothing to confirm.
  const firstSecret = oauth.data?.reset_count === 0 && !oauth.data.has_secret;
  const showRedirects = usesRedirectUris(sandbox.grant_types);
  const redirectErrors =
    isApiError(save.error) && save.error.status === 422 && refusedText === redirects ? (save.error.fields.redirect_uri ?? []) : [];
  const fieldNames = isApiError(save.error) ? Object.keys(save.error.fields) : [];
  const otherErrors = save.isError && (fieldNames.length === 0 || fieldNames.some((name) => name !== 'redirect_uri'));
  const dirty =
    normaliseRedirectUris(redirects) !== normaliseRedirectUris(sandbox.redirect_uri ?? '') ||
    cors.trim() !== (sandbox.allowed_cors_domain ?? '').trim();
  useUnsavedChanges(dirty);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && flags.canEdit) save.mutate({ redirect_uri: redirects, allowed_cors_domain: cors.trim() });
  };

  return (
    <form className="form sandbox-form" onSubmit={onSubmit} aria-label={t('apps.sandboxFormLabel')}>
      {otherErrors && <ErrorBanner error={save.error} />}
      {(flow.reset.error ?? flow.rotate.error ?? revokeOld.error) != null && !flow.dialog && (
        <ErrorBanner error={flow.reset.error ?? flow.rotate.error ?? revokeOld.error} />
      )}
      <p className="callout" data-testid="sandbox-grant-type-notice">
        {t('apps.grantNotice', { grant: t(grantLabelKey(sandbox.grant_type)) })}
      </p>
      <dl className="meta-list">
        <div>
          <dt>{t('apps.created')}</dt>
          <dd>{formatLongDateTime(sandbox.created_at, t('apps.notAvailable'))}</dd>
        </div>
        <div>
          <dt>{t('apps.updated')}</dt>
          <dd>{formatLongDateTime(sandbox.updated_at, t('apps.notAvailable'))}</dd>
        </div>
      </dl>
      <div className="form__row">
        <CopyField label={t('apps.companyId')} value={sandbox.company_id} emptyText={t('apps.notAvailable')} />
        <CopyField label={t('apps.sandboxUri')} value={sandbox.url} emptyText={t('apps.notAvailable')} />
      </div>
      <div className="form__row">
        <CopyField label={t('apps.sandboxAppId')} value={sandbox.app_id} emptyText={t('apps.notAvailable')} />
        <CopyField label={t('apps.platformAppId')} value={sandbox.platform_app_id} emptyText={t('apps.notAvailable')} />
      </div>
      {flags.canResetSecret && (
        <div className="field">
          <span className="field__label">{t('apps.sandboxSecret')}</span>
          <p className="field__hint">{oauth.data && !oauth.data.has_secret ? t('apps.secretNone') : t('apps.secretHidden')}</p>
          {graceUntil && <GraceNotice until={graceUntil} busy={revokeOld.isPending} onRevoke={() => revokeOld.mutate()} />}
          <div className="button-row">
            {firstSecret ? (
              <Button variant="primary" id={`${id}-reset`} disabled={flow.reset.isPending} onClick={() => flow.reset.mutate(false)}>
                {t('apps.generateSandboxSecret')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                id={`${id}-reset`}
                onClick={() => {
                  flow.reset.reset();
                  flow.setDialog('confirm');
                }}
              >
                {t('apps.resetSandboxSecret')}
              </Button>
            )}
            {canRotate && <RotateButton flow={flow} label={t('apps.rotateSandboxSecret')} />}
          </div>
        </div>
      )}
      {showRedirects && (
        <RedirectUriField
          label={t('apps.sandboxRedirectUris')}
          value={redirects}
          onChange={setRedirects}
          disabled={!flags.canEdit}
          serverErrors={redirectErrors}
        />
      )}
      <Field
        label={t('apps.corsDomains')}
        value={cors}
        disabled={!flags.canEdit}
        onChange={(e) => setCors(e.target.value)}
        hint={t('apps.corsHint')}
      />
      {flags.canEdit && (
        <div className="apps-form-actions">
          <Button variant="primary" type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? t('apps.saving') : t('apps.saveSandbox')}
          </Button>
        </div>
      )}
      <SecretFlowDialogs flow={flow} environment="sandbox" />
    </form>
  );
}
