import { useState } from 'react';
import { RedirectUriField } from '../../apps/detail/RedirectUriField';
import { Button, Field, useEditBase, useUnsavedChanges } from '../../ui';
import { t } from '../i18n';
import type { AdminTabProps } from './adminAppTabs';
import { useUpdateAdminAppMutation } from './adminAppsQuery';

/** The Sandbox tab: the sandbox's facts and its redirect URIs and CORS domains. */
export function SandboxTab({ app, onSaved, onError }: AdminTabProps) {
  const sandbox = app.sandbox;
  const [redirects, setRedirects] = useState(sandbox?.redirect_uri ?? '');
  const [cors, setCors] = useState(sandbox?.allowed_cors_domain ?? '');
  // The sandbox's own version: nothing else on the page moves it, so a 412 means another admin or the team saved.
  const { base, dirty, rebase } = useEditBase(sandbox, {
    // Dirty-tracked like every edit form: Save stays disabled until a field changes.
    isDirty: (record) => !!record && (redirects !== (record.redirect_uri ?? '') || cors.trim() !== (record.allowed_cors_domain ?? '')),
    onRebase: (record) => {
      setRedirects(record?.redirect_uri ?? '');
      setCors(record?.allowed_cors_domain ?? '');
    },
  });
  const save = useUpdateAdminAppMutation(app.id, {
    onSuccess: (updated) => {
      rebase(updated.sandbox);
      onSaved(t('adminApps.updated'));
    },
    onError,
  });
  useUnsavedChanges(dirty);
  if (!sandbox) return <p className="card-section muted">{t('apps.noSandbox')}</p>;
  const na = t('apps.notAvailable');
  return (
    <form
      className="form card-section"
      aria-label={t('adminApps.tabSandbox')}
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty) {
          save.mutate({ changes: {}, sandbox: { redirect_uri: redirects, allowed_cors_domain: cors.trim() }, version: base?.version });
        }
      }}
    >
      <dl className="meta-list">
        <div>
          <dt>{t('apps.sandboxStatus')}</dt>
          <dd>{sandbox.status}</dd>
        </div>
        <div>
          <dt>{t('apps.companyId')}</dt>
          <dd>{sandbox.company_id ?? na}</dd>
        </div>
        <div>
          <dt>{t('apps.sandboxUri')}</dt>
          <dd>{sandbox.url ?? na}</dd>
        </div>
        <div>
          <dt>{t('apps.sandboxAppId')}</dt>
          <dd className="mono">{sandbox.app_id ?? na}</dd>
        </div>
        <div>
          <dt>{t('apps.platformAppId')}</dt>
          <dd className="mono">{sandbox.platform_app_id ?? na}</dd>
        </div>
      </dl>
      <RedirectUriField
        label={t('apps.sandboxRedirectUris')}
        value={redirects}
        onChange={setRedirects}
        disabled={false}
        serverErrors={[]}
      />
      <Field label={t('apps.corsDomains')} value={cors} onChange={(e) => setCors(e.target.value)} />
      <div className="apps-form-actions">
        <Button type="submit" variant="primary" disabled={!dirty || save.isPending}>
          {t('apps.saveSandbox')}
        </Button>
      </div>
    </form>
  );
}
