import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDateTime } from '../../apps/lib/dates';
import { Button } from '../../ui';
import { t } from '../i18n';
import type { AdminTabProps } from './adminAppTabs';
import { useUpdateAdminAppMutation } from './adminAppsQuery';
import { ChangeOwnerModal } from './ChangeOwnerModal';

/** The admin app page's right column: contact link, Undelete, Change Owner, the owner and the dates. */
export function AdminAppSidebar({ app, onSaved, onError }: AdminTabProps) {
  const [changingOwner, setChangingOwner] = useState(false);
  const undelete = useUpdateAdminAppMutation(app.id, { onSuccess: () => onSaved(t('adminApps.undeleted')), onError });
  const na = t('apps.notAvailable');
  return (
    <aside className="admin-app__side" aria-label={t('adminApps.sidebar')}>
      <section className="card-section">
        <Link to={`/admin/developer_apps/${encodeURIComponent(app.id)}/contacts/new`}>{t('adminApps.contactLink')}</Link>
        {app.deleted_at && (
          <Button variant="primary" block disabled={undelete.isPending} onClick={() => undelete.mutate({ changes: { deleted_at: null } })}>
            {t('adminApps.undelete')}
          </Button>
        )}
        <Button block onClick={() => setChangingOwner(true)}>
          {t('adminApps.changeOwner')}
        </Button>
      </section>
      <section className="card-section">
        <h2 className="side-title">{t('adminApps.owner')}</h2>
        <dl className="meta-list meta-list--stacked">
          <div>
            <dt>{t('adminApps.ownerName')}</dt>
            <dd>{app.owner.name || na}</dd>
          </div>
          <div>
            <dt>{t('adminApps.ownerEmail')}</dt>
            <dd>{app.owner.email || na}</dd>
          </div>
          <div>
            <dt>{t('adminApps.ownerPlatformId')}</dt>
            <dd className="mono">{app.owner.platform_id || na}</dd>
          </div>
          {app.owner_mismatch && (
            <div>
              <dt>{t('adminApps.platformRecordedOwner')}</dt>
              <dd className="mono">{app.external_platform_owner_id}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card-section">
        <h2 className="side-title">{t('adminApps.metadata')}</h2>
        <dl className="meta-list meta-list--stacked">
          <div>
            <dt>{t('apps.created')}</dt>
            <dd>{formatLongDateTime(app.created_at)}</dd>
          </div>
          <div>
            <dt>{t('apps.updated')}</dt>
            <dd>{formatLongDateTime(app.updated_at)}</dd>
          </div>
          <div>
            <dt>{t('adminApps.deleted')}</dt>
            <dd>{formatLongDateTime(app.deleted_at, t('adminApps.notDeleted'))}</dd>
          </div>
        </dl>
      </section>
      {changingOwner && (
        <ChangeOwnerModal
          app={app}
          onClose={() => setChangingOwner(false)}
          onChanged={(_changed, email) => {
            setChangingOwner(false);
            onSaved(t('adminApps.ownerChanged', { email }));
          }}
        />
      )}
    </aside>
  );
}
