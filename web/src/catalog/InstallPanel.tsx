import { useId, useState, type FormEvent } from 'react';
import { MAX_COMPANY_NAME } from '@portal/contracts/src/rules/marketplace';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../api/apiError';
import { useIdempotencyKey } from '../api/idempotencyKey';
import { useMeQuery } from '../identity/meQuery';
import { Button, buttonClass, CheckField, ErrorBanner, errorMessages, Field, Modal, showToast } from '../ui';
import { useInstallMutation, useMyInstallationsQuery, useUninstallMutation, type Installation } from './catalogApi';
import { t } from './i18n';
import { suggestedCompany } from './installCompany';
import { InstallAccessSummary } from './ListingAccess';
// The shared modal's styles live with the app pages' sheet (as the admin pages use them).
import '../apps/apps.css';

/**
 * Install for signed-in users (a modal asking for the company), "Sign in to install" for visitors; a signed-in user's
 * installations of the app come from the server, each with its Uninstall. A listing published not installable offers
 * no Install, only the Uninstall of an installation made before. `listed` false (the listing is not public, or its
 * app was deleted): only the signed-in user's installations, which still uninstall; nothing else.
 */
export function InstallPanel({
  appId,
  name,
  installable,
  listed = true,
}: {
  appId: string;
  name: string;
  installable: boolean;
  listed?: boolean;
}) {
  const { me, isLoading } = useMeQuery();
  const location = useLocation();
  if (isLoading) return null;
  if (!listed)
    return me ? (
      <SignedInInstall
        key={me.id}
        appId={appId}
        name={name}
        userId={me.id}
        profileCompany={me.companyName}
        installable={false}
        listed={false}
      />
    ) : null;
  if (!me && !installable) return <NotInstallable />;
  if (!me) {
    return (
      <Link to="/sign_in" state={{ from: `${location.pathname}${location.search}` }} className={buttonClass({ variant: 'primary' })}>
        {t('install.signIn')}
      </Link>
    );
  }
  // Keyed by user: another user signing in on this page starts from their own installations.
  return <SignedInInstall key={me.id} appId={appId} name={name} userId={me.id} profileCompany={me.companyName} installable={installable} />;
}

const NotInstallable = () => <p className="install__unavailable">{t('install.notInstallable')}</p>;

function SignedInInstall({
  appId,
  name,
  userId,
  profileCompany,
  installable,
  listed = true,
}: {
  appId: string;
  name: string;
  userId: string;
  profileCompany: string | null;
  installable: boolean;
  listed?: boolean;
}) {
  const mine = useMyInstallationsQuery(appId, userId);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const uninstall = useUninstallMutation(appId, userId);
  const installed = mine.data ?? [];

  const onInstalled = () => {
    setNotice(null);
    setOpen(false);
    showToast(t('install.toastInstalled'));
  };

  const onUninstall = (installation: Installation) => {
    uninstall.mutate(installation.installation_id, {
      onSuccess: () => {
        setNotice(t('install.uninstalled', { company: installation.company_name }));
        showToast(t('install.toastUninstalled'));
      },
    });
  };
  const openInstall = () => {
    uninstall.reset();
    setOpen(true);
  };

  // Until the list is known, neither "Install" nor "Install for another company" is the right button.
  if (mine.isPending) return <div className="install" aria-busy="true" />;
  if (!listed && installed.length === 0 && !notice && !uninstall.isError) return null;

  return (
    <div className="install">
      {mine.isError && <ErrorBanner title={t('install.listFailed')} error={mine.error} retry={mine} />}
      {installed.length > 0 && (
        // Each company this user installed the app for, with its own Uninstall (a company admin may run several).
        <div className="install__done" role="status">
          <ul className="install__list">
            {installed.map((installation) => {
              const pending = uninstall.isPending && uninstall.variables === installation.installation_id;
              return (
                <li key={installation.installation_id} className="install__item">
                  <p className="install__message">
                    {t(installation.demo ? 'install.installedDemo' : 'install.installed', { company: installation.company_name })}
                  </p>
                  <Button variant="danger" disabled={uninstall.isPending} onClick={() => onUninstall(installation)}>
                    {pending ? t('install.uninstalling') : t('install.uninstall')}
                    {/* Named by its company: several Uninstall buttons may stand one under the other. */}
                    <span className="visually-hidden"> {t('install.fromCompany', { company: installation.company_name })}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {!listed ? null : installable ? (
        installed.length > 0 ? (
          <Button onClick={openInstall}>{t('install.another')}</Button>
        ) : (
          <Button variant="primary" onClick={openInstall}>
            {t('install.button')}
          </Button>
        )
      ) : (
        <NotInstallable />
      )}
      {notice && (
        <p className="install__message" role="status">
          {notice}
        </p>
      )}
      {uninstall.isError && <ErrorBanner title={t('install.uninstallFailed')} error={uninstall.error} />}
      {open && (
        <InstallModal
          appId={appId}
          name={name}
          userId={userId}
          initialCompany={suggestedCompany(
            profileCompany,
            installed.map((installation) => installation.company_name),
          )}
          onClose={() => setOpen(false)}
          onInstalled={onInstalled}
        />
      )}
    </div>
  );
}

function InstallModal({
  appId,
  name,
  userId,
  initialCompany,
  onClose,
  onInstalled,
}: {
  appId: string;
  name: string;
  userId: string;
  /** The profile's company, when the app is not installed for it yet. */
  initialCompany: string;
  onClose(): void;
  onInstalled(): void;
}) {
  const formId = useId();
  const [company, setCompany] = useState(initialCompany);
  const [demo, setDemo] = useState(false);
  const [companyErrors, setCompanyErrors] = useState<string[]>([]);
  const keys = useIdempotencyKey();
  const install = useInstallMutation(appId, userId, keys);

  const serverFields = isApiError(install.error) ? install.error.fields : {};
  const fieldMessages = [...(serverFields.company_name ?? [])];
  const demoMessages = [...(serverFields.demo ?? [])];
  // The banner says what the fields do not (409 "already installed", a network failure, other fields).
  const bannerMessages =
    install.isError && fieldMessages.length + demoMessages.length === 0 ? errorMessages(install.error, t('install.failed')) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const companyName = company.trim();
    if (!companyName) {
      setCompanyErrors([t('install.companyRequired')]);
      return;
    }
    setCompanyErrors([]);
    install.mutate({ company_name: companyName, demo }, { onSuccess: onInstalled });
  };

  return (
    <Modal
      title={t('install.title', { name })}
      onClose={onClose}
      busy={install.isPending}
      action={{ label: install.isPending ? t('install.installing') : t('install.submit'), form: formId }}
    >
      {bannerMessages.length > 0 && <ErrorBanner title={t('install.failed')} messages={bannerMessages} />}
      <form id={formId} className="install__form" onSubmit={submit} noValidate>
        {/* What the app can access: "Allow and install" is the consent to it. */}
        <InstallAccessSummary appId={appId} name={name} />
        <Field
          label={t('install.companyName')}
          name="company_name"
          markRequired
          maxLength={MAX_COMPANY_NAME}
          autoComplete="organization"
          value={company}
          errors={[...companyErrors, ...fieldMessages]}
          onChange={(e) => {
            setCompany(e.target.value);
            if (companyErrors.length > 0) setCompanyErrors([]);
          }}
        />
        <CheckField
          label={t('install.demo')}
          hint={t('install.demoHint')}
          checked={demo}
          disabled={install.isPending}
          errors={demoMessages}
          onChange={setDemo}
        />
      </form>
    </Modal>
  );
}
