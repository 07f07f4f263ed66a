import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { t } from '../i18n';
import { appKeys, resetSandboxSecret, rotateClientSecret, useOAuthApplicationQuery } from '../api/appsApi';
import { useRevokeOldSecretMutation, useUpdateSandboxMutation } from '../api/appsMutations';
import type { DeveloperApp, Sandbox } from '../api/types';
import { formatLongDateTime } from '../lib/dates';
import { grantLabelKey, usesRedirectUris, type UiFlags } from '../lib/flags';
import { normaliseRedirectUris } from '../lib/redirectUris';
import { Button, CopyField, ErrorBanner, showToast, useUnsavedChanges } from '../../ui';
import { CorsDomainsField } from './CorsDomainsField';
import { RedirectUriField } from './RedirectUriField';
import { GraceNotice, RotateButton, SecretFlowDialogs } from './SecretDialogs';
import { useSecretFlow } from './useSecretFlow';
import { StaleSaveBanner } from './StaleSaveBanner';
import { isStaleSave, useEditedSandbox } from './useEditedApp';

/** The spec's sandbox app form: created/updated, company ID, URI, app ID, secret, redirect URIs, CORS domains, platform app ID. */
export function SandboxCredentials({ app, sandbox, flags }: { app: DeveloperApp; sandbox: Sandbox; flags: UiFlags }) {
  const id = useId();
  const [redirects, setRedirects] = useState(sandbox.redirect_uri ?? '');
  const [cors, setCors] = useState(sandbox.allowed_cors_domain ?? '');
  // What the refused save sent: a field's errors show under it until its text changes.
  const [refused, setRefused] = useState<{ redirects: string; cors: string } | null>(null);
  const edited = useEditedSandbox(
    app.id,
    sandbox,
    (base) =>
      normaliseRedirectUris(redirects) !== normaliseRedirectUris(base.redirect_uri ?? '') ||
      cors.trim() !== (base.allowed_cors_domain ?? '').trim(),
    (base) => {
      setRedirects(base.redirect_uri ?? '');
      setCors(base.allowed_cors_domain ?? '');
    },
  );
  const save = useUpdateSandboxMutation(app.id, sandbox.id, {
    onMutate: () => setRefused(null),
    onSuccess: (updated) => {
      edited.rebase(updated);
      showToast(t('apps.sandboxSaved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setRefused({ redirects, cors });
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
  const fieldErrors = (name: string, sent: string | undefined, now: string) =>
    isApiError(save.error) && save.error.status === 422 && sent === now ? (save.error.fields[name] ?? []) : [];
  const redirectErrors = fieldErrors('redirect_uri', refused?.redirects, redirects);
  const corsErrors = fieldErrors('allowed_cors_domain', refused?.cors, cors);
  const fieldNames = isApiError(save.error) ? Object.keys(save.error.fields) : [];
  // As on the production form: redirect URI and CORS problems under their fields, anything else in the banner.
  const stale = isStaleSave(save.error);
  const otherErrors =
    save.isError &&
    !stale &&
    (fieldNames.length === 0 || fieldNames.some((name) => name !== 'redirect_uri' && name !== 'allowed_cors_domain'));
  const { dirty } = edited;
  useUnsavedChanges(dirty);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && flags.canEdit) save.mutate({ redirect_uri: redirects, allowed_cors_domain: cors.trim(), version: edited.base.version });
  };

  return (
    <form className="form sandbox-form" onSubmit={onSubmit} aria-label={t('apps.sandboxFormLabel')}>
      {stale && <StaleSaveBanner reloading={edited.reloading} onReload={() => void edited.reload().then(() => save.reset())} />}
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
      <CorsDomainsField value={cors} onChange={setCors} disabled={!flags.canEdit} serverErrors={corsErrors} />
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
