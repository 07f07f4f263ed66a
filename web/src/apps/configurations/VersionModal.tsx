import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { ErrorBanner, Field, Modal, showToast } from '../../ui';
import { t } from '../i18n';
import { isSemanticVersion, suggestVersion, type ConfiguredContent } from './builder';
import type { AppVersion } from '../manifests/manifestsApi';
import { useCreateFromDraftMutation } from './configurationsApi';

/** The semantic-version modal: creates a sandbox version from the draft (suggested: the minor bumped, default 0.1.0). */
export function VersionModal({
  appId,
  current,
  configured,
  allowEmpty,
  onCreated,
  onClose,
}: {
  appId: string;
  current: string | null | undefined;
  configured: ConfiguredContent;
  allowEmpty: boolean;
  onCreated(version: AppVersion): void;
  onClose(): void;
}) {
  const formId = useId();
  const [version, setVersion] = useState(() => suggestVersion(current));
  const [touched, setTouched] = useState(false);
  const create = useCreateFromDraftMutation((created) => {
    showToast(t('config.versionCreated', { version: created.semantic_version ?? String(created.version) }));
    onCreated(created);
  });
  const localError = touched && version.trim() !== '' && !isSemanticVersion(version) ? t('config.versionFormat') : null;
  const serverField = isApiError(create.error) ? create.error.fields.semantic_version?.[0] : undefined;
  const bannerError = create.error && !serverField ? create.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (version.trim() !== '' && !isSemanticVersion(version)) return;
    create.mutate({ appId, configured, semanticVersion: version.trim(), allowEmpty });
  };
  return (
    <Modal
      title={t('config.versionTitle')}
      size="small"
      busy={create.isPending}
      onClose={onClose}
      action={{ label: t('config.versionCreate'), form: formId }}
    >
      {bannerError && <ErrorBanner title={t('config.saveFailed')} error={bannerError} />}
      <form id={formId} className="form" noValidate onSubmit={submit}>
        <Field
          label={t('config.versionLabel')}
          value={version}
          controlClassName="mono"
          hint={t('config.versionHint')}
          onChange={(e) => setVersion(e.target.value)}
          onBlur={() => setTouched(true)}
          errors={[localError ?? serverField].filter((m): m is string => Boolean(m))}
        />
      </form>
    </Modal>
  );
}
