import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/apiError';
import { RedirectUriField } from '../../apps/detail/RedirectUriField';
import { LOGO_ACCEPT, LOGO_PROBLEM_KEYS, checkLogoFiles } from '../../apps/lib/logoFile';
import { listingStanding, listingStandingLabel } from '../../apps/lib/appStanding';
import { normaliseRedirectUris } from '../../apps/lib/redirectUris';
import { roleLabel } from '../../apps/lib/roles';
import { AppLogo, Button, Field, useEditBase, useUnsavedChanges } from '../../ui';
import { DeleteFileModal } from '../../ui/DeleteFileModal';
import { t } from '../i18n';
import type { AdminTabProps } from './adminAppTabs';
import { useAdminLogoMutation, useUpdateAdminAppMutation } from './adminAppsQuery';
import { AdminManifests } from './manifests/AdminManifests';

/** The General tab: manifests, the app's settings form, its logo, contacts and collaborators. */
export function GeneralTab(props: AdminTabProps) {
  const { app } = props;
  return (
    <div className="tab-stack">
      <AdminManifests appId={app.id} />
      <GeneralForm {...props} />
      <LogoCard {...props} />
      <section className="card-section">
        <h2 className="side-title">{t('adminApps.contacts')}</h2>
        {(app.contacts ?? []).length === 0 ? (
          <p className="muted">{t('adminApps.noContacts')}</p>
        ) : (
          <ul className="plain-list">
            {(app.contacts ?? []).map((c) => (
              <li key={c.id}>
                {c.name} · <a href={`mailto:${c.email}`}>{c.email}</a> ·{' '}
                <Link
                  to={c.links?.edit ?? `/admin/developer_apps/${encodeURIComponent(app.id)}/contacts/${c.id}/edit`}
                  aria-label={t('adminApps.contactEditLabel', { name: c.name })}
                >
                  {t('adminApps.contactEdit')}
                </Link>
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

function GeneralForm({ app, onSaved, onError }: AdminTabProps) {
  const [name, setName] = useState(app.name);
  const [internalName, setInternalName] = useState(app.internal_name);
  const [redirects, setRedirects] = useState(app.redirect_uri);
  const [cors, setCors] = useState(app.allowed_cors_domain);
  const [legacy, setLegacy] = useState(app.legacy ?? false);
  const [connectable, setConnectable] = useState(app.connectable ?? false);
  // No If-Match here (last writer wins, per field: a save sends only the fields typed over): the app's version also moves with this admin's own logo upload, owner change,
  // undelete and Marketplace toggle on the same page, which must not refuse the form they typed. The form still
  // follows each new `updated_at` (any of those changes) while nothing is typed, and keeps what is typed.
  const { base, dirty, rebase } = useEditBase(app, {
    versionOf: (record) => record.updated_at,
    isDirty: (base) =>
      name.trim() !== base.name ||
      internalName.trim() !== base.internal_name ||
      normaliseRedirectUris(redirects) !== normaliseRedirectUris(base.redirect_uri) ||
      cors.trim() !== base.allowed_cors_domain.trim() ||
      legacy !== (base.legacy ?? false) ||
      connectable !== (base.connectable ?? false),
    onRebase: (base) => {
      setName(base.name);
      setInternalName(base.internal_name);
      setRedirects(base.redirect_uri);
      setCors(base.allowed_cors_domain);
      setLegacy(base.legacy ?? false);
      setConnectable(base.connectable ?? false);
    },
  });
  const [serverRedirectErrors, setServerRedirectErrors] = useState<string[]>([]);
  useEffect(() => setServerRedirectErrors([]), [redirects]);
  const [serverCorsErrors, setServerCorsErrors] = useState<string[]>([]);
  useEffect(() => setServerCorsErrors([]), [cors]);
  const save = useUpdateAdminAppMutation(app.id, {
    onSuccess: (updated) => {
      rebase(updated);
      onSaved(t('adminApps.updated'));
    },
    onError: (error) => {
      setServerRedirectErrors(isApiError(error) ? (error.fields.redirect_uri ?? []) : []);
      setServerCorsErrors(isApiError(error) ? (error.fields.allowed_cors_domain ?? []) : []);
      onError(error);
    },
  });
  const toggleMarketplace = useUpdateAdminAppMutation(app.id, { onSuccess: () => onSaved(t('adminApps.updated')), onError });

  useUnsavedChanges(dirty);
  const internalErrors = internalName.trim() === '' ? [t('apps.required')] : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || internalErrors.length > 0) return;
    // Only the fields typed over (against what they were loaded from): last writer wins per field, so another
    // admin's change to a field this form left alone is not put back by this save.
    const changes = {
      ...(name.trim() !== base.name && { name: name.trim() }),
      ...(internalName.trim() !== base.internal_name && { internal_name: internalName.trim() }),
      ...(normaliseRedirectUris(redirects) !== normaliseRedirectUris(base.redirect_uri) && { redirect_uri: redirects }),
      ...(cors.trim() !== base.allowed_cors_domain.trim() && { allowed_cors_domain: cors.trim() }),
      ...(legacy !== (base.legacy ?? false) && { legacy }),
      ...(connectable !== (base.connectable ?? false) && { connectable }),
    };
    save.mutate({ changes });
  };

  return (
    <form className="form card-section" onSubmit={onSubmit} aria-label={t('adminApps.generalForm')} noValidate>
      <div className="form__row">
        <Field label={t('adminApps.publicName')} value={name} onChange={(e) => setName(e.target.value)} />
        <Field label={t('adminApps.appListing')} readOnly value={appListingText(app.marketplace_listing)} />
      </div>
      <div className="form__row">
        <Field
          label={t('adminApps.internalName')}
          errors={internalErrors}
          markRequired
          required
          value={internalName}
          onChange={(e) => setInternalName(e.target.value)}
        />
        <Field label={t('adminApps.appId')} controlClassName="mono" readOnly value={app.uid ?? t('apps.notAvailable')} />
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
      <Field
        label={t('apps.clientSecret')}
        readOnly
        value={app.has_production_credentials ? t('adminApps.secretHidden') : t('adminApps.secretNever')}
      />
      <Field
        label={t('apps.corsDomains')}
        value={cors}
        onChange={(e) => setCors(e.target.value)}
        hint={t('apps.corsHint')}
        errors={serverCorsErrors}
      />
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
            onChange={(e) => toggleMarketplace.mutate({ changes: { marketplace_enabled: e.target.checked } })}
          />
          {t('adminApps.marketplaceEnabled')}
        </label>
      )}
      <div className="apps-form-actions">
        <Button type="submit" variant="primary" disabled={!dirty || save.isPending || internalErrors.length > 0}>
          {save.isPending ? t('apps.saving') : t('apps.save')}
        </Button>
      </div>
    </form>
  );
}

function LogoCard({ app, onSaved, onError }: AdminTabProps) {
  const logo = useAdminLogoMutation(app.id, {
    onSuccess: (_updated, file) => onSaved(file ? t('adminApps.logoUploaded') : t('adminApps.logoRemoved')),
    onError,
  });
  const change = (file: File | null) => logo.mutate(file);
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="card-section">
      <h2 className="side-title">{t('adminApps.avatar')}</h2>
      <div className="dropzone">
        <AppLogo url={app.thumbnail_url} name={app.internal_name} size={72} />
        <div className="dropzone__text">
          <label htmlFor={`admin-logo-${app.id}`} className="dropzone__pick">
            {t('apps.logoPick')}
          </label>
          <input
            id={`admin-logo-${app.id}`}
            type="file"
            className="visually-hidden"
            accept={LOGO_ACCEPT}
            onChange={(e) => {
              const files = e.target.files ? Array.from(e.target.files) : [];
              const [file] = files;
              const problem = checkLogoFiles(files);
              // Say what is wrong (one file, JPEG/PNG, 2 MB), not always "must be a JPEG or PNG".
              if (problem || !file) onError(new Error(t(LOGO_PROBLEM_KEYS[problem ?? 'count'])));
              else change(file);
              e.target.value = '';
            }}
          />
          <p className="field__hint">{t('apps.logoGuidance')}</p>
          {app.thumbnail_url && (
            <Button variant="ghost" size="small" disabled={logo.isPending} onClick={() => setDeleting(true)}>
              {t('apps.logoRemove')}
            </Button>
          )}
          {deleting && (
            <DeleteFileModal
              fileName={t('adminApps.logoFileName', { name: app.internal_name })}
              onClose={() => setDeleting(false)}
              onConfirm={() => {
                setDeleting(false);
                change(null);
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** The read-only "App listing": the listing's public name (once approved) and where it stands. */
const appListingText = (listing: AdminTabProps['app']['marketplace_listing']): string => {
  if (!listing) return t('adminApps.noListing');
  const state = listingStandingLabel(listingStanding({ marketplace_listing: listing }));
  return listing.public_name ? `${listing.public_name} · ${state}` : state;
};
