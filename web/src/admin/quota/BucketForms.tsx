import { useId, useState, type FormEvent } from 'react';
import { Button, Modal } from '../../ui';
import { BucketFormFields } from './BucketFormFields';
import {
  ALL_SERVERS,
  emptyBucketForm,
  formFromBucket,
  serverChoices,
  submitConfirmText,
  targetServers,
  toBucketInput,
  validateBucketForm,
  type BucketForm,
  type MergedBucket,
  type QuotaBucketInput,
} from './bucketModel';
import { t } from './i18n';

type OnSubmit = (targets: string[], input: QuotaBucketInput) => Promise<unknown>;

/** Numeric and length messages show while typing; "Required" after a first submit. */
function shownErrors(errors: Record<string, string[]>, attempted: boolean): Record<string, string[]> {
  if (attempted) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([key, messages]) => /\.(interval_ms|limit)$/.test(key) || messages[0] !== t('quota.required')),
  );
}

/** Validates, confirms (spec 1 §5) and hands the bucket and its target environments on. */
function useBucketSubmit(form: BucketForm, allTargets: readonly string[], onSubmit: OnSubmit) {
  const [attempted, setAttempted] = useState(false);
  const errors = validateBucketForm(form);
  const handle = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const targets = targetServers(form.server, allTargets);
    if (Object.keys(errors).length > 0 || targets.length === 0) return;
    if (!window.confirm(submitConfirmText(form.server, allTargets))) return;
    void onSubmit(targets, toBucketInput(form));
  };
  return { errors: shownErrors(errors, attempted), handle };
}

/** Add Bucket: the form keeps its values after a submit, so the same bucket can go to another environment. */
export function AddBucketForm({ servers, busy, onSubmit }: { servers: readonly string[]; busy: boolean; onSubmit: OnSubmit }) {
  const headingId = useId();
  const [form, setForm] = useState<BucketForm>(() => emptyBucketForm(servers[0] ?? ALL_SERVERS));
  const { errors, handle } = useBucketSubmit(form, servers, onSubmit);
  return (
    <section className="quota-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('quota.add')}</h2>
      <form className="form quota-form" aria-labelledby={headingId} noValidate onSubmit={handle}>
        <BucketFormFields
          form={form}
          setForm={setForm}
          errors={errors}
          serverChoices={serverChoices(servers, t('quota.allEnvironments'))}
          disabled={busy}
        />
        <div className="quota-form__actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('quota.submitting') : t('quota.submit')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setForm(emptyBucketForm(form.server))}>
            {t('quota.resetForm')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Edit Bucket: one environment holding it, or all of them. */
export function EditBucketModal({
  bucket,
  busy,
  onClose,
  onSubmit,
}: {
  bucket: MergedBucket;
  busy: boolean;
  onClose(): void;
  onSubmit: OnSubmit;
}) {
  const formId = useId();
  const [form, setForm] = useState<BucketForm>(() => formFromBucket(bucket, ALL_SERVERS));
  const { errors, handle } = useBucketSubmit(form, bucket.servers, onSubmit);
  return (
    <Modal title={t('quota.edit')} size="large" busy={busy} onClose={onClose} action={{ label: t('quota.save'), form: formId }}>
      <form id={formId} className="form quota-form" aria-label={t('quota.edit')} noValidate onSubmit={handle}>
        <BucketFormFields
          form={form}
          setForm={setForm}
          errors={errors}
          serverChoices={serverChoices(bucket.servers, t('quota.allHolding', { servers: bucket.servers.join(', ') }))}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}
