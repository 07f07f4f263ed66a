import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/apiError';
import { Breadcrumbs, Button, buttonClass, ErrorBanner, Field, showToast } from '../../ui';
import { t } from '../i18n';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useAddContactMutation, useAdminAppQuery } from './adminAppsQuery';
import '../../apps/apps.css';

/** /admin/developer_apps/{id}/contacts/new: the Integration Request Contact form. */
export function AdminContactNewPage() {
  const { id = '' } = useParams();
  useDocumentTitle(t('adminApps.contactTitle'));
  const navigate = useNavigate();
  const app = useAdminAppQuery(id);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useAddContactMutation(id, {
    onSuccess: () => {
      showToast(t('adminApps.contactAdded'));
      void navigate(`/admin/developer_apps/${encodeURIComponent(id)}`);
    },
  });
  const fields = (key: string) => (isApiError(add.error) && add.error.status === 422 ? (add.error.fields[key] ?? []) : []);
  const required = (value: string) => (touched && value.trim() === '' ? [t('apps.required')] : []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !email.trim()) return;
    add.mutate({ name: name.trim(), email: email.trim() });
  };
  const appName = app.data?.internal_name ?? id;
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[
          { label: t('admin.title'), to: '/admin' },
          { label: t('adminApps.developerApps'), to: '/admin/developer_apps' },
          { label: appName, to: `/admin/developer_apps/${id}` },
          { label: t('adminApps.contactTitle') },
        ]}
      />
      <h1>{t('adminApps.contactTitle')}</h1>
      {add.isError && <ErrorBanner error={add.error} title={t('adminApps.couldNotSave')} onDismiss={() => add.reset()} />}
      <form className="form card-section" onSubmit={onSubmit} noValidate aria-label={t('adminApps.contactTitle')}>
        <Field
          label={t('adminApps.contactName')}
          name="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          errors={[...required(name), ...fields('name')]}
        />
        <Field
          label={t('apps.email')}
          name="email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errors={[...required(email), ...fields('email')]}
        />
        <div className="apps-form-actions">
          <Link to={`/admin/developer_apps/${encodeURIComponent(id)}`} className={buttonClass({ variant: 'secondary' })}>
            {t('apps.cancel')}
          </Link>
          <Button variant="primary" type="submit" disabled={add.isPending}>
            {t('adminApps.contactSubmit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
