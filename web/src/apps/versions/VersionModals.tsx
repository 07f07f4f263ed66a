import { useState, type FormEvent } from 'react';
import { Button, CopyButton, Field, Modal, showToast, Spinner } from '../../ui';
import { TRACKING_KEYS, trackEvent } from '../../analytics/trackEvent';
import { t } from './i18n';
import {
  useAppVersionQuery,
  usePromoteMutation,
  useReviewMutation,
  useRollbackMutation,
  type AppVersionSummary,
} from '../manifests/manifestsApi';
import { versionLabel, type ReviewAction } from '../manifests/versionState';
import { DiffPanel } from './DiffPanel';
import { ReviewedMeanwhile } from './ReviewedMeanwhile';
import { useVersionMeanwhile } from './useVersionMeanwhile';
import { DeveloperNotes } from './VersionNotes';

/** Read-only manifest JSON with a Copy button. */
export function ViewManifestModal({ version, onClose }: { version: AppVersionSummary; onClose(): void }) {
  const full = useAppVersionQuery(version.id);
  const json = full.data ? JSON.stringify(full.data.content, null, 2) : '';
  return (
    <Modal
      title={t('versions.manifestTitle', { version: versionLabel(version) })}
      size="large"
      onClose={onClose}
      error={full.error ?? undefined}
      footer={full.data && <CopyButton value={json} label={t('versions.copyManifest')} />}
    >
      {full.isPending ? <Spinner /> : <pre className="version-json">{json}</pre>}
    </Modal>
  );
}

/** Promote: release notes required; permission increases against the current production version flagged. */
export function PromoteModal({
  version,
  production,
  onPromoted,
  onClose,
}: {
  version: AppVersionSummary;
  production: AppVersionSummary | undefined;
  onPromoted(): void;
  onClose(): void;
}) {
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const promote = usePromoteMutation();
  const missing = notes.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    promote.mutate(
      { sourceId: version.id, changelog: notes.trim() },
      {
        onSuccess: () => {
          showToast(t('versions.promoted'));
          onPromoted();
        },
      },
    );
  };
  return (
    <Modal
      title={t('versions.promoteTitle', { version: versionLabel(version) })}
      size="large"
      onClose={onClose}
      busy={promote.isPending}
      error={promote.error ?? undefined}
      action={{ label: t('versions.promote'), form: 'promote-form' }}
    >
      <form id="promote-form" onSubmit={submit} noValidate>
        <Field label={t('versions.releaseNotes')} markRequired errors={touched && missing ? [t('versions.releaseNotesRequired')] : []}>
          {(control) => <textarea {...control} rows={4} value={notes} onChange={(event) => setNotes(event.target.value)} />}
        </Field>
      </form>
      <DiffPanel id={version.id} against={production?.id} compact />
    </Modal>
  );
}

/**
 * Submit / withdraw (developer notes) and approve / reject (admin notes); approval shows the permission increases.
 * A reviewer decides with the developer's notes in view. A move refused because the version was decided (or
 * withdrawn) meanwhile says so, with the notes typed, unsent, to copy.
 */
export function ReviewModal({
  version,
  action,
  baseline,
  onDone,
  onClose,
}: {
  version: AppVersionSummary;
  action: ReviewAction;
  baseline: AppVersionSummary | undefined;
  onDone(): void;
  onClose(): void;
}) {
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const review = useReviewMutation();
  const { meanwhile, checking, explain } = useVersionMeanwhile(version);
  const admin = action === 'approve' || action === 'reject';
  // A rejection is mailed to the developer: it must say what to change.
  const notesMissing = action === 'reject' && notes.trim() === '';
  const title = t(`versions.reviewTitle.${action}`, { version: versionLabel(version) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (notesMissing) return;
    review.mutate(
      { id: version.id, action, notes: notes.trim() },
      {
        onSuccess: (updated) => {
          void trackEvent(TRACKING_KEYS.manifestReviewChanged, {
            developer_app_id: version.developer_app_id,
            action,
            state: updated.state,
          });
          showToast(t(`versions.reviewDone.${action}`));
          onDone();
        },
        onError: (error) => void explain(error),
      },
    );
  };
  if (meanwhile) {
    return (
      <Modal title={title} onClose={onClose} footer={<Button onClick={onClose}>{t('ui.close')}</Button>}>
        <ReviewedMeanwhile
          message={t(`versions.meanwhile.${meanwhile}`)}
          refreshed={t('versions.meanwhileRefreshed')}
          typed={notes}
          typedLabel={t('versions.meanwhileNotes')}
          copyLabel={t('versions.copyNotes')}
        />
      </Modal>
    );
  }
  return (
    <Modal
      title={title}
      size={action === 'approve' ? 'large' : 'medium'}
      onClose={onClose}
      busy={review.isPending || checking}
      error={checking ? undefined : (review.error ?? undefined)}
      action={{ label: t(`versions.${action}`), form: 'review-form', variant: action === 'reject' ? 'danger' : 'primary' }}
    >
      {admin && <DeveloperNotes notes={version.developer_notes} />}
      <form id="review-form" onSubmit={submit} noValidate>
        {action !== 'withdraw' && (
          <Field
            label={admin ? t('versions.adminNotes') : t('versions.developerNotes')}
            hint={admin ? t('versions.adminNotesHint') : undefined}
            markRequired={action === 'reject'}
            errors={touched && notesMissing ? [t('versions.rejectNotesRequired')] : []}
          >
            {(control) => <textarea {...control} rows={4} value={notes} onChange={(event) => setNotes(event.target.value)} />}
          </Field>
        )}
      </form>
      {action === 'approve' && <DiffPanel id={version.id} against={baseline?.id} compact />}
    </Modal>
  );
}

/** Compare one version with any other of the app. */
export function DiffModal({ version, others, onClose }: { version: AppVersionSummary; others: AppVersionSummary[]; onClose(): void }) {
  const candidates = others.filter((v) => v.id !== version.id);
  const [against, setAgainst] = useState(candidates[0]?.id);
  const other = candidates.find((v) => v.id === against);
  const envLabel = (v: AppVersionSummary) => (v.environment_type === 'Sandbox' ? t('versions.sandbox') : t('versions.production'));
  return (
    <Modal
      title={t('versions.diffTitle', { from: other ? versionLabel(other) : '?', to: versionLabel(version) })}
      size="large"
      onClose={onClose}
    >
      <Field label={t('versions.diffAgainst')}>
        {(control) => (
          <select {...control} value={against ?? ''} onChange={(event) => setAgainst(event.target.value)}>
            {candidates.map((v) => (
              <option key={v.id} value={v.id}>
                {envLabel(v)} {versionLabel(v)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DiffPanel id={version.id} against={against} />
    </Modal>
  );
}

/** Roll production back to an earlier approved version (a new production version with its content). */
export function RollbackModal({ version, onDone, onClose }: { version: AppVersionSummary; onDone(): void; onClose(): void }) {
  const [notes, setNotes] = useState('');
  const rollback = useRollbackMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rollback.mutate(
      { targetId: version.id, changelog: notes.trim() },
      {
        onSuccess: () => {
          showToast(t('versions.rolledBack'));
          onDone();
        },
      },
    );
  };
  return (
    <Modal
      title={t('versions.rollbackTitle', { version: versionLabel(version) })}
      onClose={onClose}
      busy={rollback.isPending}
      error={rollback.error ?? undefined}
      action={{ label: t('versions.rollback'), form: 'rollback-form', variant: 'danger' }}
    >
      <p>{t('versions.rollbackLead', { version: versionLabel(version) })}</p>
      <form id="rollback-form" onSubmit={submit}>
        <Field label={t('versions.releaseNotes')}>
          {(control) => <textarea {...control} rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}
