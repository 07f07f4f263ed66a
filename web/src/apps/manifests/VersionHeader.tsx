import { useState } from 'react';
import { Button, LazyBoundary, lazyNamed } from '../../ui';
import { useMeQuery } from '../../identity/meQuery';
import { usePermissionsQuery } from '../api/appsApi';
import { builderDraft } from '../configurations/builderDraft';
import { t } from '../i18n';
import { useManifestsQuery } from './manifestsApi';
import './manifests.css';
import { headerActionKey, versionBadge, visibleVersions } from './versionState';

const EditorLauncher = lazyNamed(
  () => import('../editor/EditorLauncher'),
  (m) => m.EditorLauncher,
);

/**
 * The app header's version badge (spec §4) and its action: "Create version" in Draft, otherwise
 * "Save version" (both open the editor, loaded on demand); Ready for testing adds Promote, which opens the Versions
 * tab with the promote dialog of the newest sandbox version (spec 2 §4).
 */
export function VersionHeader({ appId, onPromote }: { appId: string; onPromote(): void }) {
  const permissions = usePermissionsQuery(appId);
  const { me } = useMeQuery();
  const canModify = me?.isAdmin === true || permissions.data?.edit_manifests === true;
  const sandbox = useManifestsQuery(appId, 'Sandbox');
  const production = useManifestsQuery(appId, 'ProductionEnvironment');
  const [editing, setEditing] = useState(false);
  if (!sandbox.isSuccess || !production.isSuccess) return null;
  const badge = versionBadge(visibleVersions(sandbox.data, false)[0], visibleVersions(production.data, false)[0]);
  return (
    <div className="app-header__versions">
      <span className="badge badge--info" data-testid="version-badge">
        {t(`versions.badge.${badge.key}`)}
      </span>
      {badge.promote && (
        <Button size="small" disabled={!canModify} onClick={onPromote}>
          {t('versions.promote')}
        </Button>
      )}
      <Button
        size="small"
        variant="primary"
        disabled={!canModify}
        onClick={() => {
          // The editor opens on the newest saved version: unsaved builder changes are not in it.
          if (builderDraft.isDirty() && !window.confirm(t('versions.builderUnsaved'))) return;
          setEditing(true);
        }}
      >
        {headerActionKey(badge) === 'create' ? t('versions.createVersion') : t('versions.saveVersion')}
      </Button>
      {editing && (
        <LazyBoundary>
          <EditorLauncher appId={appId} onClose={() => setEditing(false)} />
        </LazyBoundary>
      )}
    </div>
  );
}
