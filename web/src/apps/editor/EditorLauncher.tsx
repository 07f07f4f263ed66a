import { Spinner } from '../../ui';
import { suggestVersion } from '../configurations/builder';
import { useAppVersionQuery, useManifestsQuery, useTemplatesQuery } from '../manifests/manifestsApi';
import { visibleVersions } from '../manifests/versionState';
import { ManifestEditorModal } from './ManifestEditorModal';

/**
 * Opens the editor on the newest sandbox version's content (or the schema-3 template when there is
 * none), with the minor bump of its semantic version suggested.
 */
export function EditorLauncher({
  appId,
  admin = false,
  onClose,
  onCreated,
}: {
  appId: string;
  admin?: boolean;
  onClose(): void;
  onCreated?(): void;
}) {
  const sandbox = useManifestsQuery(appId, 'Sandbox');
  const newest = sandbox.data ? visibleVersions(sandbox.data, false)[0] : undefined;
  const current = useAppVersionQuery(newest?.id);
  const templates = useTemplatesQuery();
  const ready = sandbox.isSuccess && (!newest || current.isSuccess || current.isError) && (templates.isSuccess || templates.isError);
  if (!ready) return <Spinner />;
  const schemaVersion = current.data?.schema_version ?? '3';
  const content = current.data?.content ?? templates.data?.[schemaVersion] ?? {};
  return (
    <ManifestEditorModal
      appId={appId}
      admin={admin}
      initialContent={content}
      schemaVersion={schemaVersion}
      suggestedVersion={suggestVersion(newest?.semantic_version)}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
