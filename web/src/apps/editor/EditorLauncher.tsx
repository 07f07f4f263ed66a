import { useEffect, useState } from 'react';
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
  const hasNewest = newest !== undefined;
  const current = useAppVersionQuery(newest?.id);
  const templates = useTemplatesQuery();
  const ready = sandbox.isSuccess && (!newest || current.isSuccess || current.isError) && (templates.isSuccess || templates.isError);
  // The editor opens on what was current when it opened: a version created meanwhile (or by the
  // editor itself) must not reload it under the user.
  const [opened, setOpened] = useState<{ schemaVersion: string; content: unknown; suggested: string; existing: boolean } | null>(null);
  useEffect(() => {
    if (!ready || opened) return;
    const schemaVersion = current.data?.schema_version ?? '3';
    setOpened({
      schemaVersion,
      content: current.data?.content ?? templates.data?.[schemaVersion] ?? {},
      suggested: suggestVersion(newest?.semantic_version),
      existing: hasNewest,
    });
  }, [ready, opened, current.data, templates.data, newest?.semantic_version, hasNewest]);
  if (!opened) return <Spinner />;
  return (
    <ManifestEditorModal
      appId={appId}
      admin={admin}
      initialContent={opened.content}
      schemaVersion={opened.schemaVersion}
      suggestedVersion={opened.suggested}
      hasExistingManifest={opened.existing}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
