import { useState } from 'react';
import { ErrorBanner, Modal, Spinner } from '../../ui';
import { t } from '../i18n';
import { useManifestToolsQuery } from '../manifests/manifestsApi';
import { PermissionGrid } from '../permissions/PermissionGrid';
import type { PermissionSet, Scope } from '../permissions/grid';

/** Edit permissions: the component type (company or project) and the shared tool-by-level grid. */
export function PermissionsModal({
  permissions,
  onSave,
  onClose,
}: {
  permissions: PermissionSet;
  onSave(permissions: PermissionSet): void;
  onClose(): void;
}) {
  const tools = useManifestToolsQuery();
  const [scope, setScope] = useState<Scope>('company');
  const [draft, setDraft] = useState<PermissionSet>(permissions);
  return (
    <Modal
      title={t('config.permissionsTitle')}
      size="large"
      onClose={onClose}
      action={{ label: t('config.permissionsSave'), onClick: () => onSave(draft) }}
    >
      <div className="field">
        <label className="field__label" htmlFor="config-permission-scope">
          {t('config.permissionScope')}
        </label>
        <select id="config-permission-scope" className="input" value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
          <option value="company">{t('config.scopeCompany')}</option>
          <option value="project">{t('config.scopeProject')}</option>
        </select>
      </div>
      {tools.isPending ? (
        <Spinner />
      ) : tools.error ? (
        <ErrorBanner error={tools.error} retry={tools} />
      ) : (
        <div className="config-grid">
          <PermissionGrid
            tools={tools.data}
            levels={draft[scope]}
            name={`config-${scope}`}
            onChange={(levels) => setDraft({ ...draft, [scope]: levels })}
          />
        </div>
      )}
    </Modal>
  );
}
