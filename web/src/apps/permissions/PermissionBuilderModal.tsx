import { useState } from 'react';
import { ErrorBanner, Modal, Spinner } from '../../ui';
import { moveBetweenTabs } from '../../ui/tabs';
import { useManifestToolsQuery } from '../manifests/manifestsApi';
import { t } from '../i18n';
import type { PermissionSet, Scope } from './grid';
import { PermissionGrid } from './PermissionGrid';

const SCOPES: Scope[] = ['company', 'project'];

/** The permission builder: Company and Project tabs over the tool grid; "Update Manifest" hands the result back. */
export function PermissionBuilderModal({
  permissions,
  onUpdate,
  onClose,
}: {
  permissions: PermissionSet;
  onUpdate(permissions: PermissionSet): void;
  onClose(): void;
}) {
  const tools = useManifestToolsQuery();
  const [scope, setScope] = useState<Scope>('company');
  const [draft, setDraft] = useState<PermissionSet>(permissions);
  return (
    <Modal title={t('perm.title')} size="large" onClose={onClose} action={{ label: t('perm.update'), onClick: () => onUpdate(draft) }}>
      <div className="tabs" role="tablist">
        {SCOPES.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className={`tabs__tab${scope === key ? ' tabs__tab--active' : ''}`}
            aria-selected={scope === key}
            tabIndex={scope === key ? 0 : -1}
            onKeyDown={moveBetweenTabs}
            onClick={() => setScope(key)}
          >
            {t(`perm.${key}`)}
          </button>
        ))}
      </div>
      {tools.isPending ? (
        <Spinner />
      ) : tools.error ? (
        <ErrorBanner error={tools.error} retry={tools} />
      ) : (
        <PermissionGrid
          key={scope}
          name={`perm-${scope}`}
          tools={tools.data}
          levels={draft[scope]}
          onChange={(levels) => setDraft({ ...draft, [scope]: levels })}
        />
      )}
    </Modal>
  );
}
