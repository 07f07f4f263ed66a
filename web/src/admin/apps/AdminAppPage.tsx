import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../identity/meQuery';
import { t } from '../../i18n';
import { Spinner } from '../../shell/Spinner';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { AdminDeveloperApp } from '../../apps/api/types';
import { formatLongDateTime } from '../../apps/lib/dates';
import { LOGO_ACCEPT, LOGO_PROBLEM_KEYS, checkLogoFiles } from '../../apps/lib/logoFile';
import { normaliseRedirectUris } from '../../apps/lib/redirectUris';
import { roleLabel } from '../../apps/lib/roles';
import { AppLogo } from '../../apps/ui/AppLogo';
import { ErrorBanner } from '../../apps/ui/ErrorBanner';
import { Toasts } from '../../apps/ui/Toasts';
import { showToast } from '../../apps/ui/toast';
import { RedirectUriField } from '../../apps/detail/RedirectUriField';
import { Breadcrumbs } from '../Breadcrumbs';
import { ChangeOwnerModal } from './ChangeOwnerModal';
import { adminAppKey, fetchAdminApp, patchAdminApp, removeAdminLogo, uploadAdminLogo } from './adminAppsApi';
import '../../apps/apps.css';

type AdminTab = 'general' | 'sandbox' | 'marketplace' | 'metrics';

/** /admin/developer_apps/{id}: the admin app detail page. */
export function AdminAppPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { me } = useMe();
  const restricted = me?.edition === 'restricted';
  const [params, setParams] = useSearchParams();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [loadDismissed, setLoadDismissed] = useState(false);
  const [changingOwner, setChangingOwner] = useState(false);
  const app = useQuery({ queryKey: adminAppKey(id), queryFn: () => fetchAdminApp(id) });
  useDocumentTitle(app.data ? t('adminApps.title', { name: app.data.internal_name }) : t('adminApps.developerApps'));

  const applied = (updated: AdminDeveloperApp, toast: string) => {
    queryClient.setQueryData(adminAppKey(id), updated);
    setSaveError(null);
    showToast(toast);
    void queryClient.invalidateQueries({ queryKey: ['apps'] });
  };
  const undelete = useMutation({
    mutationFn: () => patchAdminApp(id, { deleted_at: null }),
    onSuccess: (u) => applied(u, t('adminApps.undeleted')),
    onError: setSaveError,
  });

  const tabs: { key: AdminTab; label: string }[] = [
    { key: 'general', label: t('adminApps.tabGeneral') },
    ...(restricted ? [] : [{ key: 'sandbox' as const, label: t('adminApps.tabSandbox') }]),
    { key: 'marketplace', label: t('adminApps.tabMarketplace') },
    ...(restricted ? [] : [{ key: 'metrics' as const, label: t('adminApps.tabMetrics') }]),
  ];
  const tab = tabs.find((x) => x.key === params.get('tab'))?.key ?? 'general';

  if (app.isPending) return <Spinner />;
  const data = app.data;
  const name = data?.internal_name ?? id;

  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('adminApps.developerApps') }, { label: name }]} />
      <Toasts />
      {app.isError && !loadDismissed && (
        <ErrorBanner error={app.error} title={t('adminApps.couldNotLoad')} onDismiss={() => setLoadDismissed(true)} />
      )}
      {saveError != null && <ErrorBanner error={saveError} title={t('adminApps.couldNotSave')} onDismiss={() => setSaveError(null)} />}
      {data && (
        <>
          <header className="page-header">
            <h1>
              {t('adminApps.title', { name: data.internal_name })}
              {data.deleted_at && <span className="deleted-marker"> {t('adminApps.deletedMarker')}</span>}
            </h1>
            {!data.has_production_credentials && <p className="notice-line">{t('adminApps.noCredentials')}</p>}
            {data.owner_mismatch && <p className="error-line">{t('adminApps.ownerMismatch')}</p>}
          </header>
          <div className="admin-app">
            <div className="admin-app__main">
              <nav className="tabs" aria-label={t('adminApps.tabsLabel')}>
                {tabs.map((x) => (
                  <button
                    key={x.key}
                    type="button"
                    className={`tabs__tab${x.key === tab ? ' tabs__tab--active' : ''}`}
                    aria-current={x.key === tab ? 'page' : undefined}
                    onClick={() => setParams({ tab: x.key }, { replace: true })}
                  >
                    {x.label}
                  </button>
                ))}
              </nav>
              {tab === 'general' && <GeneralForm key={data.updated_at} app={data} onSaved={applied} onError={setSaveError} />}
              {tab === 'sandbox' && <SandboxAdminForm key={data.updated_at} app={data} onSaved={applied} onError={setSaveError} />}
              {tab === 'marketplace' && <div className="placeholder">{t('adminApps.placeholderMarketplace')}</div>}
              {tab === 'metrics' && <div className="placeholder">{t('adminApps.placeholderMetrics')}</div>}
            </div>
            <aside className="admin-app__side" aria-label={t('adminApps.sidebar')}>
              <section className="card-section">
                <Link to={`/admin/developer_apps/${encodeURIComponent(data.id)}/contacts/new`}>{t('adminApps.contactLink')}</Link>
                {data.deleted_at && (
                  <button
                    type="button"
                    className="button button--primary button--block"
                    disabled={undelete.isPending}
                    onClick={() => undelete.mutate()}
                  >
                    {t('adminApps.undelete')}
                  </button>
                )}
                <button type="button" className="button button--secondary button--block" onClick={() => setChangingOwner(true)}>
                  {t('adminApps.changeOwner')}
                </button>
              </section>
              <section className="card-section">
                <h2 className="side-title">{t('adminApps.owner')}</h2>
                <dl className="meta-list meta-list--stacked">
                  <div>
                    <dt>{t('adminApps.ownerName')}</dt>
                    <dd>{data.owner.name || t('apps.notAvailable')}</dd>
                  </div>
                  <div>
                    <dt>{t('adminApps.ownerEmail')}</dt>
                    <dd>{data.owner.email || t('apps.notAvailable')}</dd>
                  </div>
                  <div>
                    <dt>{t('adminApps.ownerPlatformId')}</dt>
                    <dd className="mono">{data.owner.platform_id || t('apps.notAvailable')}</dd>
                  </div>
                  {data.owner_mismatch && (
                    <div>
                      <dt>{t('adminApps.platformRecordedOwner')}</dt>
                      <dd className="mono">{data.external_platform_owner_id}</dd>
                    </div>
                  )}
                </dl>
              </section>
              <section className="card-section">
                <h2 className="side-title">{t('adminApps.metadata')}</h2>
                <dl className="meta-list meta-list--stacked">
                  <div>
                    <dt>{t('apps.created')}</dt>
                    <dd>{formatLongDateTime(data.created_at)}</dd>
                  </div>
                  <div>
                    <dt>{t('apps.updated')}</dt>
                    <dd>{formatLongDateTime(data.updated_at)}</dd>
                  </div>
                  <div>
                    <dt>{t('adminApps.deleted')}</dt>
                    <dd>{formatLongDateTime(data.deleted_at, t('adminApps.notDeleted'))}</dd>
                  </div>
                </dl>
              </section>
            </aside>
          </div>
          {changingOwner && (
            <ChangeOwnerModal
              app={data}
              onClose={() => setChangingOwner(false)}
              onChanged={(u) => {
                setChangingOwner(false);
                applied(u, t('adminApps.updated'));
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

interface FormProps {
  app: AdminDeveloperApp;
  onSaved(app: AdminDeveloperApp, toast: string): void;
  onError(error: unknown): void;
}

function GeneralForm({ app, onSaved, onError }: FormProps) {
  const id = useId();
  const [name, setName] = useState(app.name);
  const [internalName, setInternalName] = useState(app.internal_name);
  const [redirects, setRedirects] = useState(app.redirect_uri);
  const [cors, setCors] = useState(app.allowed_cors_domain);
  const [legacy, setLegacy] = useState(app.legacy ?? false);
  const [connectable, setConnectable] = useState(app.connectable ?? false);
  const [serverRedirectErrors, setServerRedirectErrors] = useState<string[]>([]);
  useEffect(() => setServerRedirectErrors([]), [redirects]);

  const save = useMutation({
    mutationFn: () =>
      patchAdminApp(app.id, {
        name: name.trim(),
        internal_name: internalName.trim(),
        redirect_uri: redirects,
        allowed_cors_domain: cors.trim(),
        legacy,
        connectable,
      }),
    onSuccess: (u) => onSaved(u, t('adminApps.updated')),
    onError: (error) => {
      const fields = (error as { fields?: Record<string, string[]> }).fields;
      setServerRedirectErrors(fields?.redirect_uri ?? []);
      onError(error);
    },
  });
  const toggleMarketplace = useMutation({
    mutationFn: (enabled: boolean) => patchAdminApp(app.id, { marketplace_enabled: enabled }),
    onSuccess: (u) => onSaved(u, t('adminApps.updated')),
    onError,
  });
  const logo = useMutation({
    mutationFn: (file: File | null) => (file ? uploadAdminLogo(app.id, file) : removeAdminLogo(app.id)),
    onSuccess: (u, file) => onSaved(u, file ? t('adminApps.logoUploaded') : t('adminApps.logoRemoved')),
    onError,
  });

  const dirty =
    name.trim() !== app.name ||
    internalName.trim() !== app.internal_name ||
    normaliseRedirectUris(redirects) !== normaliseRedirectUris(app.redirect_uri) ||
    cors.trim() !== app.allowed_cors_domain.trim() ||
    legacy !== (app.legacy ?? false) ||
    connectable !== (app.connectable ?? false);
  const internalErrors = internalName.trim() === '' ? [t('apps.required')] : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && internalErrors.length === 0) save.mutate();
  };

  return (
    <div className="tab-stack">
      <section className="card-section">
        <h2 className="side-title">{t('adminApps.manifests')}</h2>
        <p className="muted">{t('adminApps.manifestsPlaceholder')}</p>
      </section>
      <form className="form card-section" onSubmit={onSubmit} aria-label={t('adminApps.generalForm')} noValidate>
        <div className="form__row">
          <Field id={`${id}-name`} label={t('adminApps.publicName')}>
            <input id={`${id}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id={`${id}-listing`} label={t('adminApps.appListing')}>
            <input id={`${id}-listing`} className="input" readOnly value={t('adminApps.noListing')} />
          </Field>
        </div>
        <div className="form__row">
          <Field id={`${id}-internal`} label={t('adminApps.internalName')} errors={internalErrors}>
            <input
              id={`${id}-internal`}
              className={`input${internalErrors.length ? ' input--invalid' : ''}`}
              required
              value={internalName}
              onChange={(e) => setInternalName(e.target.value)}
            />
          </Field>
          <Field id={`${id}-uid`} label={t('adminApps.appId')}>
            <input id={`${id}-uid`} className="input mono" readOnly value={app.uid ?? t('apps.notAvailable')} />
          </Field>
        </div>
        <RedirectUriField value={redirects} onChange={setRedirects} disabled={false} serverErrors={serverRedirectErrors} />
        <label className="checkbox">
          <input type="checkbox" checked={legacy} onChange={(e) => setLegacy(e.target.checked)} />
          {t('adminApps.legacy')}
        </label>
        <fieldset className="fieldset">
          <legend className="field__label">{t('adminApps.clientType')}</legend>
          <label className="checkbox">
            <input type="radio" readOnly disabled checked={app.confidential !== false} />
            {t('adminApps.confidential')}
          </label>
          <label className="checkbox">
            <input type="radio" readOnly disabled checked={app.confidential === false} />
            {t('adminApps.public')}
          </label>
        </fieldset>
        <Field id={`${id}-secret`} label={t('apps.clientSecret')}>
          <input
            id={`${id}-secret`}
            className="input"
            readOnly
            value={app.has_production_credentials ? t('adminApps.secretHidden') : t('adminApps.secretNever')}
          />
        </Field>
        <Field id={`${id}-cors`} label={t('apps.corsDomains')}>
          <input id={`${id}-cors`} className="input" value={cors} onChange={(e) => setCors(e.target.value)} />
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={connectable} onChange={(e) => setConnectable(e.target.checked)} />
          {t('adminApps.connectable')}
        </label>
        {connectable !== (app.connectable ?? false) && (
          <p className="alert alert--warning" role="status">
            {t('adminApps.internalAccessWarning')}
          </p>
        )}
        {app.marketplace_setting_enabled && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={app.marketplace_enabled}
              disabled={toggleMarketplace.isPending}
              onChange={(e) => toggleMarketplace.mutate(e.target.checked)}
            />
            {t('adminApps.marketplaceEnabled')}
          </label>
        )}
        <div className="apps-form-actions">
          <button type="submit" className="button button--primary" disabled={!dirty || save.isPending || internalErrors.length > 0}>
            {save.isPending ? t('apps.saving') : t('apps.save')}
          </button>
        </div>
      </form>

      <section className="card-section">
        <h2 className="side-title">{t('adminApps.avatar')}</h2>
        <div className="dropzone">
          <AppLogo url={app.thumbnail_url} name={app.internal_name} size={72} />
          <div className="dropzone__text">
            <label htmlFor={`${id}-logo`} className="dropzone__pick">
              {t('apps.logoPick')}
            </label>
            <input
              id={`${id}-logo`}
              type="file"
              className="visually-hidden"
              accept={LOGO_ACCEPT}
              onChange={(e) => {
                const files = e.target.files ? Array.from(e.target.files) : [];
                const [file] = files;
                const problem = checkLogoFiles(files);
                // Say what is wrong (one file, JPEG/PNG, 2 MB), not always "must be a JPEG or PNG".
                if (problem || !file) onError(new Error(t(LOGO_PROBLEM_KEYS[problem ?? 'count'])));
                else logo.mutate(file);
                e.target.value = '';
              }}
            />
            <p className="field__hint">{t('apps.logoGuidance')}</p>
            {app.thumbnail_url && (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={logo.isPending}
                onClick={() => logo.mutate(null)}
              >
                {t('apps.logoRemove')}
              </button>
            )}
          </div>
        </div>
      </section>

      <section className="card-section">
        <h2 className="side-title">{t('adminApps.contacts')}</h2>
        {(app.contacts ?? []).length === 0 ? (
          <p className="muted">{t('adminApps.noContacts')}</p>
        ) : (
          <ul className="plain-list">
            {(app.contacts ?? []).map((c) => (
              <li key={c.id}>
                {c.name} · <a href={`mailto:${c.email}`}>{c.email}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card-section">
        <h2 className="side-title">{t('apps.tabCollaborators')}</h2>
        <ul className="plain-list">
          {app.collaborators.map((c) => (
            <li key={c.id}>
              {c.developer.name || t('apps.notAvailable')} · {c.developer.email || t('apps.notAvailable')} · {roleLabel(c.role)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SandboxAdminForm({ app, onSaved, onError }: FormProps) {
  const id = useId();
  const sandbox = app.sandbox;
  const [redirects, setRedirects] = useState(sandbox?.redirect_uri ?? '');
  const [cors, setCors] = useState(sandbox?.allowed_cors_domain ?? '');
  const save = useMutation({
    mutationFn: () => patchAdminApp(app.id, {}, { redirect_uri: redirects, allowed_cors_domain: cors.trim() }),
    onSuccess: (u) => onSaved(u, t('adminApps.updated')),
    onError,
  });
  if (!sandbox) return <p className="card-section muted">{t('apps.noSandbox')}</p>;
  return (
    <form
      className="form card-section"
      aria-label={t('adminApps.tabSandbox')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <dl className="meta-list">
        <div>
          <dt>{t('apps.sandboxStatus')}</dt>
          <dd>{sandbox.status}</dd>
        </div>
        <div>
          <dt>{t('apps.companyId')}</dt>
          <dd>{sandbox.company_id ?? t('apps.notAvailable')}</dd>
        </div>
        <div>
          <dt>{t('apps.sandboxUri')}</dt>
          <dd>{sandbox.url ?? t('apps.notAvailable')}</dd>
        </div>
        <div>
          <dt>{t('apps.sandboxAppId')}</dt>
          <dd className="mono">{sandbox.app_id ?? t('apps.notAvailable')}</dd>
        </div>
        <div>
          <dt>{t('apps.platformAppId')}</dt>
          <dd className="mono">{sandbox.platform_app_id ?? t('apps.notAvailable')}</dd>
        </div>
      </dl>
      <RedirectUriField
        label={t('apps.sandboxRedirectUris')}
        value={redirects}
        onChange={setRedirects}
        disabled={false}
        serverErrors={[]}
      />
      <Field id={`${id}-cors`} label={t('apps.corsDomains')}>
        <input id={`${id}-cors`} className="input" value={cors} onChange={(e) => setCors(e.target.value)} />
      </Field>
      <div className="apps-form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('apps.saveSandbox')}
        </button>
      </div>
    </form>
  );
}

function Field({ id, label, errors = [], children }: { id: string; label: string; errors?: string[]; children: React.ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {errors.length > 0 && (
        <ul className="field__errors">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
