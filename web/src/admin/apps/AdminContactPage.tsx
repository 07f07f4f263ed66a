import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/apiError';
import type { AppContact } from '../../apps/api/types';
import { Breadcrumbs, Button, buttonClass, ErrorBanner, Field, Modal, showToast, Spinner } from '../../ui';
import { t } from '../i18n';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useAddContactMutation, useAdminAppQuery, useChangeContactMutation, useRemoveContactMutation } from './adminAppsQuery';
import '../../apps/apps.css';

/**
 * The Integration Request Contact form: /admin/developer_apps/{id}/contacts/new adds a contact, and
 * /admin/developer_apps/{id}/contacts/{contactId}/edit (the contact's `links.edit`) changes or removes one.
 */
export function AdminContactPage() {
  const { id = '', contactId } = useParams();
  // Both routes render this page, and the router keeps its state from one address to the next: another contact
  // (or none) must start from a form of its own.
  return <ContactForm key={`${id}/${contactId ?? ''}`} id={id} contactId={contactId} />;
}

function ContactForm({ id, contactId }: { id: string; contactId: string | undefined }) {
  const editing = contactId !== undefined;
  useDocumentTitle(t('adminApps.contactTitle'));
  const navigate = useNavigate();
  const app = useAdminAppQuery(id);
  const appPath = `/admin/developer_apps/${encodeURIComponent(id)}`;
  const listed = editing ? app.data?.contacts?.find((c) => c.id === contactId) : undefined;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // The contact the form was filled from. Kept once set: after a removal the refreshed app no longer lists it
  // while the page is on its way back, and the form must not turn into "no such contact" meanwhile.
  const [original, setOriginal] = useState<AppContact | null>(null);
  if (listed && !original) {
    setOriginal(listed);
    setName(listed.name);
    setEmail(listed.email);
  }
  const [touched, setTouched] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const done = (toast: string) => () => {
    showToast(toast);
    void navigate(appPath);
  };
  const add = useAddContactMutation(id, { onSuccess: done(t('adminApps.contactAdded')) });
  const change = useChangeContactMutation(id, contactId ?? '', { onSuccess: done(t('adminApps.contactSaved')) });
  const remove = useRemoveContactMutation(id, contactId ?? '', { onSuccess: done(t('adminApps.contactRemoved')) });
  const save = editing ? change : add;
  const fields = (key: string) => (isApiError(save.error) && save.error.status === 422 ? (save.error.fields[key] ?? []) : []);
  const required = (value: string) => (touched && value.trim() === '' ? [t('apps.required')] : []);
  const unchanged = original !== null && name.trim() === original.name && email.trim() === original.email;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !email.trim() || unchanged) return;
    save.mutate({ name: name.trim(), email: email.trim() });
  };
  const appName = app.data?.internal_name ?? id;

  let body: ReactNode;
  if (editing && !original) {
    if (app.isPending) body = <Spinner />;
    else if (app.isError) body = <ErrorBanner error={app.error} title={t('adminApps.couldNotLoad')} />;
    else
      body = (
        <div className="card-section">
          <p>{t('adminApps.contactNotFound')}</p>
          <Link to={appPath}>{t('adminApps.backToApp', { name: appName })}</Link>
        </div>
      );
  } else {
    body = (
      <>
        {save.isError && <ErrorBanner error={save.error} title={t('adminApps.couldNotSave')} onDismiss={() => save.reset()} />}
        <div className="tab-stack">
          <form className="form card-section" onSubmit={onSubmit} noValidate aria-label={t('adminApps.contactTitle')}>
            <Field
              label={t('adminApps.contactName')}
              name="name"
              markRequired
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              errors={[...required(name), ...fields('name')]}
            />
            <Field
              label={t('apps.email')}
              name="email"
              type="email"
              markRequired
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              errors={[...required(email), ...fields('email')]}
            />
            <div className="apps-form-actions">
              <Link to={appPath} className={buttonClass({ variant: 'secondary' })}>
                {t('apps.cancel')}
              </Link>
              <Button variant="primary" type="submit" disabled={save.isPending || unchanged}>
                {editing ? (save.isPending ? t('apps.saving') : t('apps.save')) : t('adminApps.contactSubmit')}
              </Button>
            </div>
          </form>
          {original && (
            <section className="card-section danger-zone" aria-labelledby="remove-contact-title">
              <h2 id="remove-contact-title">{t('adminApps.contactRemove')}</h2>
              <p>{t('adminApps.contactRemoveBody')}</p>
              <Button variant="destructive" onClick={() => setConfirmingRemoval(true)}>
                {t('adminApps.contactRemove')}
              </Button>
            </section>
          )}
        </div>
        {original && confirmingRemoval && (
          <Modal
            title={t('adminApps.contactRemoveConfirmTitle')}
            size="small"
            busy={remove.isPending}
            onClose={() => {
              setConfirmingRemoval(false);
              remove.reset();
            }}
            error={remove.error}
            action={{ label: t('adminApps.contactRemove'), variant: 'destructive', onClick: () => remove.mutate() }}
          >
            <p>{t('adminApps.contactRemoveConfirmBody', { name: original.name, email: original.email })}</p>
          </Modal>
        )}
      </>
    );
  }

  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[
          { label: t('admin.title'), to: '/admin' },
          { label: t('adminApps.developerApps'), to: '/admin/developer_apps' },
          { label: appName, to: appPath },
          { label: t('adminApps.contactTitle') },
        ]}
      />
      <h1>{t('adminApps.contactTitle')}</h1>
      {body}
    </div>
  );
}
