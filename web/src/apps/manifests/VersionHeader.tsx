import { useState } from 'react';
import { Button, LazyBoundary, lazyNamed } from '../../ui';
import { useMeQuery } from '../../identity/meQuery';
import { usePermissionsQuery } from '../api/appsApi';
import { t } from '../i18n';
import { useManifestsQuery } from './manifestsApi';
import './manifests.css';
import { headerActionKey, versionBadge, visibleVersions } from './versionState';

const EditorLauncher = lazyNamed(
  () => import('../editor/EditorLauncher'),
  (m) => m.EditorLauncher,
);
const PromoteModal = lazyNamed(
  () => import('../versions/VersionModals'),
  (m) => m.PromoteModal,
);

/**
 * The app header's version badge (spec §4) and its action: "Create version" in Draft, otherwise
 * "Save version" (both open the editor, loaded on demand); Ready for testing adds Promote, which opens the promote
 * dialog for the newest sandbox version (spec 2 §4) and, once promoted, `onPromoted` (the Production table).
 */
export function VersionHeader({ appId, onPromoted }: { appId: string; onPromoted(): void }) {
  const permissions = usePermissionsQuery(appId);
  const { me } = useMeQuery();
  const canModify = me?.isAdmin === true || permissions.data?.edit_manifests === true;
  const sandbox = useManifestsQuery(appId, 'Sandbox');
  const production = useManifestsQuery(appId, 'ProductionEnvironment');
  const [editing, setEditing] = useState(false);
  const [promoting, setPromoting] = useState(false);
  if (!sandbox.isSuccess || !production.isSuccess) return null;
  const [newestSandbox, newestProduction] = [visibleVersions(sandbox.data, false)[0], visibleVersions(production.data, false)[0]];
  const badge = versionBadge(newestSandbox, newestProduction);
  return (
    <div className="app-header__versions">
      <span className="badge badge--info" data-testid="version-badge">
        {t(`versions.badge.${badge.key}`)}
      </span>
      {badge.promote && (
        <Button size="small" disabled={!canModify} onClick={() => setPromoting(true)}>
          {t('versions.promote')}
        </Button>
      )}
      <Button size="small" variant="primary" disabled={!canModify} onClick={() => setEditing(true)}>
        {headerActionKey(badge) === 'create' ? t('versions.createVersion') : t('versions.saveVersion')}
      </Button>
      {editing && (
        <LazyBoundary>
          <EditorLauncher appId={appId} onClose={() => setEditing(false)} />
        </LazyBoundary>
      )}
      {promoting && newestSandbox && (
        <LazyBoundary>
          <PromoteModal
            version={newestSandbox}
            production={newestProduction}
            onClose={() => setPromoting(false)}
            onPromoted={() => {
              setPromoting(false);
              onPromoted();
            }}
          />
        </LazyBoundary>
      )}
    </div>
  );
}
