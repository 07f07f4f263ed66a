import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, namesNothing } from '../../api/apiError';
import { useMeQuery } from '../../identity/meQuery';
import { COMPANY_MAX, NAME_MAX } from '../../identity/nameLimits';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, Button, CheckField, ErrorBanner, Field, showFlash, Spinner, useUnsavedChanges } from '../../ui';
import { Forbidden } from '../Forbidden';
import { t } from '../i18n';
import { listReturnPath } from '../lists/listReturn';
import { grantAdminConfirmText } from './adminRole';
import { EndSessionsCard } from './EndSessionsCard';
import { SecurityLogCard } from './SecurityLogCard';
import { SendPasswordResetCard } from './SendPasswordResetCard';
import { TurnOffTwoFactorCard } from './TurnOffTwoFactorCard';
import {
  changedFields,
  formFromDeveloper,
  useAdminDeveloperQuery,
  useSaveDeveloperMutation,
  type AdminDeveloper,
} from './developerEditQuery';

const DEVELOPERS_URL = '/admin/developers';

/** Admin > Registered Developers > {name}: name, company and role flags; support for a locked-out developer. */
export function DeveloperEditPage() {
  const { id = '' } = useParams();
  // The list as the admin left it (search, sort, page) when its row link brought them here, else its first page.
  const listPath = listReturnPath(useLocation().state, DEVELOPERS_URL);
  const query = useAdminDeveloperQuery(id);
  useDocumentTitle(t('adminDeveloper.title'));
  if (query.error instanceof ApiError && query.error.status === 403) return <Forbidden />;
  if (query.isError) {
    const missing = namesNothing(query.error);
    return (
      <div className="page">
        {missing ? (
          <>
            <ErrorBanner title={t('errors.generic')} messages={[t('adminDeveloper.notFound')]} />
            <Link to={listPath}>{t('adminDeveloper.backToList')}</Link>
          </>
        ) : (
          <ErrorBanner error={query.error} retry={query} />
        )}
      </div>
    );
  }
  if (query.isPending) return <Spinner />;
  // Keyed by version: reloading after a conflict starts the form again from what is saved.
  return (
    <DeveloperForm
      key={query.data.etag ?? ''}
      developer={query.data.developer}
      etag={query.data.etag}
      listPath={listPath}
      onReload={() => void query.refetch()}
    />
  );
}

function DeveloperForm({
  developer,
  etag,
  listPath,
  onReload,
}: {
  developer: AdminDeveloper;
  etag: string | null;
  /** Where Save and the breadcrumb return to: the developers list as it was. */
  listPath: string;
  onReload(): void;
}) {
  const navigate = useNavigate();
  const { me } = useMeQuery();
  // The service refuses it anyway (422): an admin cannot take their own role away, so the box does not offer it.
  const ownAdminRole = me?.id === developer.id && developer.is_admin;
  const [initial] = useState(() => formFromDeveloper(developer));
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<unknown>(null);
  const save = useSaveDeveloperMutation();
  const changes = changedFields(values, initial);
  const dirty = Object.keys(changes).length > 0;
  const unsaved = useUnsavedChanges(dirty);
  const fieldErrors = (field: string) => (error instanceof ApiError ? (error.fields[field] ?? []) : []);
  const stale = error instanceof ApiError && error.status === 412;
  const name = `${developer.first_name} ${developer.last_name}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    if (changes.is_admin === true && !window.confirm(grantAdminConfirmText(developer))) return;
    setError(null);
    save.mutate(
      { id: developer.id, etag, changes },
      {
        onSuccess: () => {
          showFlash(t('adminDeveloper.saved'));
          unsaved.leave();
          void navigate(listPath);
        },
        onError: setError,
      },
    );
  };

  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('admin.developers'), to: listPath }, { label: name }]} />
      <header className="page-header">
        <h1>{t('adminDeveloper.title')}</h1>
        <p className="muted">
          {developer.email}
          {developer.email_confirmed ? '' : ` ${t('adminDeveloper.unconfirmed')}`}
          {developer.pending_email ? ` · ${t('adminDeveloper.pendingEmail', { email: developer.pending_email })}` : ''} ·{' '}
          {t('admin.colPlatformId')} <span className="mono">{developer.platform_id}</span> ·{' '}
          <Link to={`/admin/developer_apps?owner=${encodeURIComponent(developer.id)}`}>{t('adminDeveloper.apps')}</Link>
        </p>
        <p className="muted">
          {t('adminDeveloper.twoFactor', {
            state: developer.two_factor_enabled ? t('adminDeveloper.twoFactorOn') : t('adminDeveloper.twoFactorOff'),
          })}
          {developer.security_keys.length > 0 &&
            ` · ${t('adminDeveloper.securityKeys', { names: developer.security_keys.map((key) => key.name).join(', ') })}`}
        </p>
      </header>
      <form className="form card" noValidate onSubmit={onSubmit} aria-label={t('adminDeveloper.title')}>
        {error !== null &&
          (stale ? (
            <div className="alert alert--error" role="alert">
              <p className="alert__title">{t('errors.generic')}</p>
              <p>{t('adminDeveloper.conflict')}</p>
              <Button size="small" onClick={onReload}>
                {t('adminDeveloper.reload')}
              </Button>
            </div>
          ) : (
            <ErrorBanner title={t('errors.generic')} error={error} />
          ))}
        <Field
          label={t('adminDeveloper.firstName')}
          markRequired
          required
          maxLength={NAME_MAX}
          value={values.first_name}
          errors={fieldErrors('first_name')}
          onChange={(e) => setValues({ ...values, first_name: e.target.value })}
        />
        <Field
          label={t('adminDeveloper.lastName')}
          markRequired
          required
          maxLength={NAME_MAX}
          value={values.last_name}
          errors={fieldErrors('last_name')}
          onChange={(e) => setValues({ ...values, last_name: e.target.value })}
        />
        <Field
          label={t('admin.colCompany')}
          maxLength={COMPANY_MAX}
          value={values.company_name}
          errors={fieldErrors('company_name')}
          onChange={(e) => setValues({ ...values, company_name: e.target.value })}
        />
        <CheckField
          label={t('adminDeveloper.isAdmin')}
          hint={t(ownAdminRole ? 'adminDeveloper.isAdminSelfHint' : 'adminDeveloper.isAdminHint')}
          checked={values.is_admin}
          disabled={ownAdminRole}
          errors={fieldErrors('is_admin')}
          onChange={(is_admin) => setValues({ ...values, is_admin })}
        />
        <CheckField
          label={t('adminDeveloper.isEmployee')}
          hint={t('adminDeveloper.isEmployeeHint')}
          checked={values.is_employee}
          disabled={false}
          errors={fieldErrors('is_employee')}
          onChange={(is_employee) => setValues({ ...values, is_employee })}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={!dirty || save.isPending}>
            {save.isPending ? t('adminDeveloper.saving') : t('adminDeveloper.save')}
          </Button>
        </div>
      </form>
      <SendPasswordResetCard email={developer.email} />
      <EndSessionsCard id={developer.id} name={name} />
      {developer.two_factor_enabled && <TurnOffTwoFactorCard id={developer.id} name={name} />}
      <SecurityLogCard id={developer.id} />
    </div>
  );
}
