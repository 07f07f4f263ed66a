import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { t } from '../i18n';
import { appKeys, resetClientSecret, rotateClientSecret, useOAuthApplicationQuery } from '../api/appsApi';
import { useRevokeOldSecretMutation, useUpdateAppMutation } from '../api/appsMutations';
import type { DeveloperApp } from '../api/types';
import { grantLabelKey, sandboxCardState, usesRedirectUris, type UiFlags } from '../lib/flags';
import { normaliseRedirectUris } from '../lib/redirectUris';
import { Button, CopyField, ErrorBanner, showToast, useUnsavedChanges } from '../../ui';
import { CorsDomainsField } from './CorsDomainsField';
import { RedirectUriField } from './RedirectUriField';
import { StaleSaveBanner } from './StaleSaveBanner';
import { isStaleSave, useEditedApp } from './useEditedApp';
import { SandboxCard } from './SandboxCard';
import { GraceNotice, RotateButton, SecretFlowDialogs } from './SecretDialogs';
import { useSecretFlow } from './useSecretFlow';

export function OAuthTab({ app, flags, viewerId }: { app: DeveloperApp; flags: UiFlags; viewerId: string }) {
  return (
    <div className="tab-stack">
      {!app.uid && (
        <div className="alert alert--warning" role="status">
          <p className="alert__title">{t('apps.noUidTitle')}</p>
          <p>{t('apps.noUidBody')}</p>
        </div>
      )}
      <p className="callout" data-testid="grant-type-notice">
        {t('apps.grantNotice', { grant: t(grantLabelKey(app.grant_type)) })}
        {!usesRedirectUris(app.grant_types) && <> {t('apps.grantNoRedirects')}</>}
      </p>
      {/* Like the Settings tab: say why the fields are disabled rather than leave a collaborator guessing. */}
      {!flags.canEdit && !flags.canResetSecret && <p className="callout">{t('apps.oauthReadOnlyNotice')}</p>}
      {app.uid && flags.canViewClientId && <ProductionCredentials app={app} uid={app.uid} flags={flags} />}
      <RedirectsForm app={app} flags={flags} />
      {/* While the sandbox is not live its card is the strip above the tabs (AppDetailPage). */}
      {sandboxCardState(app.sandbox, flags) === 'live' && <SandboxCard app={app} flags={flags} viewerId={viewerId} />}
    </div>
  );
}

function ProductionCredentials({ app, uid, flags }: { app: DeveloperApp; uid: string; flags: UiFlags }) {
  const id = useId();
  const oauth = useOAuthApplicationQuery(uid, flags.canResetSecret);
  const flow = useSecretFlow({
    reset: async (confirm, key) => ({ clientId: uid, secret: (await resetClientSecret(uid, confirm, key)).client_secret }),
    rotate: async (hours, key) => ({ clientId: uid, secret: (await rotateClientSecret(uid, hours, key)).client_secret }),
    invalidate: [appKeys.oauthClient(uid), appKeys.activity(app.id)],
  });
  const revokeOld = useRevokeOldSecretMutation(uid, { onSuccess: () => showToast(t('apps.oldSecretRevoked')) });
  // The first view (reset count 0) generates the secret directly; later resets need the confirm checkbox.
  const firstSecret = oauth.data?.reset_count === 0;
  const confidential = oauth.data ? oauth.data.client_type === 'confidential' : app.confidential !== false;
  const graceUntil = oauth.data?.old_secret_valid_until ?? null;
  const flowError = flow.reset.error ?? flow.rotate.error ?? revokeOld.error;

  return (
    <section className="card-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('apps.productionCredentials')}</h3>
      {flowError && !flow.dialog && <ErrorBanner error={flowError} />}
      <CopyField label={t('apps.clientId')} value={uid} copyLabel={t('apps.copyClientId')} />
      {flags.canResetSecret && confidential && (
        <div className="field">
          <span className="field__label">{t('apps.clientSecret')}</span>
          <p className="field__hint">{oauth.data?.has_secret ? t('apps.secretHidden') : t('apps.secretNone')}</p>
          {graceUntil && <GraceNotice until={graceUntil} busy={revokeOld.isPending} onRevoke={() => revokeOld.mutate()} />}
          <div className="button-row">
            {firstSecret ? (
              <Button variant="primary" disabled={flow.reset.isPending} onClick={() => flow.reset.mutate(false)}>
                {t('apps.generateSecret')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={oauth.isPending && !oauth.isError}
                onClick={() => {
                  flow.reset.reset();
                  flow.setDialog('confirm');
                }}
              >
                {t('apps.resetSecret')}
              </Button>
            )}
            {!firstSecret && oauth.data && <RotateButton flow={flow} label={t('apps.rotateSecret')} />}
          </div>
        </div>
      )}
      <SecretFlowDialogs flow={flow} environment="production" />
    </section>
  );
}

function RedirectsForm({ app, flags }: { app: DeveloperApp; flags: UiFlags }) {
  const [redirects, setRedirects] = useState(app.redirect_uri);
  const [cors, setCors] = useState(app.allowed_cors_domain);
  // What the refused save sent: a field's errors show under it until its text changes.
  const [refused, setRefused] = useState<{ redirects: string; cors: string } | null>(null);
  const edited = useEditedApp(
    app,
    (base) =>
      normaliseRedirectUris(redirects) !== normaliseRedirectUris(base.redirect_uri) || cors.trim() !== base.allowed_cors_domain.trim(),
    (base) => {
      setRedirects(base.redirect_uri);
      setCors(base.allowed_cors_domain);
    },
  );
  const save = useUpdateAppMutation(app.id, {
    onMutate: () => setRefused(null),
    onSuccess: (updated) => {
      edited.rebase(updated);
      showToast(t('apps.credentialsSaved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setRefused({ redirects, cors });
    },
  });
  const fieldErrors = (name: string, sent: string | undefined, now: string) =>
    isApiError(save.error) && save.error.status === 422 && sent === now ? (save.error.fields[name] ?? []) : [];
  const redirectErrors = fieldErrors('redirect_uri', refused?.redirects, redirects);
  const corsErrors = fieldErrors('allowed_cors_domain', refused?.cors, cors);
  const fieldNames = isApiError(save.error) ? Object.keys(save.error.fields) : [];
  // Redirect URI and CORS problems show under their fields; anything else in the errorOccurred banner.
  const stale = isStaleSave(save.error);
  const otherErrors =
    save.isError &&
    !stale &&
    (fieldNames.length === 0 || fieldNames.some((name) => name !== 'redirect_uri' && name !== 'allowed_cors_domain'));
  const { dirty } = edited;
  useUnsavedChanges(dirty);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && flags.canEdit) {
      save.mutate({ changes: { redirect_uri: redirects, allowed_cors_domain: cors.trim() }, version: edited.base.version });
    }
  };

  return (
    <form className="form card-section" onSubmit={onSubmit} aria-label={t('apps.redirectFormLabel')}>
      {stale && <StaleSaveBanner reloading={edited.reloading} onReload={() => void edited.reload().then(() => save.reset())} />}
      {otherErrors && <ErrorBanner error={save.error} />}
      {/* Only authorization code uses redirect URIs (the grant follows the manifest). */}
      {usesRedirectUris(app.grant_types) && (
        <RedirectUriField value={redirects} onChange={setRedirects} disabled={!flags.canEdit} serverErrors={redirectErrors} />
      )}
      <CorsDomainsField value={cors} onChange={setCors} disabled={!flags.canEdit} serverErrors={corsErrors} />
      <div className="apps-form-actions">
        <Button variant="primary" type="submit" disabled={!dirty || !flags.canEdit || save.isPending}>
          {save.isPending ? t('apps.saving') : t('apps.save')}
        </Button>
      </div>
    </form>
  );
}
