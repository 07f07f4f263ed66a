import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/apiError';
import { FormField } from '../../identity/FormField';
import { t } from '../../i18n';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ErrorBanner } from '../../apps/ui/ErrorBanner';
import { showToast } from '../../apps/ui/toast';
import { Breadcrumbs } from '../Breadcrumbs';
import { addContact, adminAppKey, fetchAdminApp } from './adminAppsApi';
import '../../apps/apps.css';

/** /admin/developer_apps/{id}/contacts/new: the Integration Request Contact form. */
export function AdminContactNewPage() {
  const { id = '' } = useParams();
  useDocumentTitle(t('adminApps.contactTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const app = useQuery({ queryKey: adminAppKey(id), queryFn: () => fetchAdminApp(id) });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useMutation({
    mutationFn: () => addContact(id, { name: name.trim(), email: email.trim() }),
    onSuccess: async () => {
      showToast(t('adminApps.contactAdded'));
      await queryClient.invalidateQueries({ queryKey: adminAppKey(id) });
      void navigate(`/admin/developer_apps/${encodeURIComponent(id)}`);
    },
  });
  const fields = (key: string) => (isApiError(add.error) && add.error.status === 422 ? (add.error.fields[key] ?? []) : []);
  const required = (value: string) => (touched && value.trim() === '' ? [t('apps.required')] : []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() && email.trim()) add.mutate();
  };
  const appName = app.data?.internal_name ?? id;
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[
          { label: t('admin.title'), to: '/admin' },
          { label: t('adminApps.developerApps') },
          { label: appName, to: `/admin/developer_apps/${id}` },
          { label: t('adminApps.contactTitle') },
        ]}
      />
      <h1>{t('adminApps.contactTitle')}</h1>
      {add.isError && <ErrorBanner error={add.error} title={t('adminApps.couldNotSave')} onDismiss={() => add.reset()} />}
      <form className="form card-section" onSubmit={onSubmit} noValidate aria-label={t('adminApps.contactTitle')}>
        <FormField
          label={t('adminApps.contactName')}
          name="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          errors={[...required(name), ...fields('name')]}
        />
        <FormField
          label={t('apps.email')}
          name="email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errors={[...required(email), ...fields('email')]}
        />
        <div className="apps-form-actions">
          <Link to={`/admin/developer_apps/${encodeURIComponent(id)}`} className="button button--secondary">
            {t('apps.cancel')}
          </Link>
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {t('adminApps.contactSubmit')}
          </button>
        </div>
      </form>
    </div>
  );
}
