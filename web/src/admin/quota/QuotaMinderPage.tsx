import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../api/idempotencyKey';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, Button, ErrorBanner, Field, Modal, showToast, Spinner } from '../../ui';
import { BucketFormFields } from './BucketFormFields';
import { BucketsTable } from './BucketsTable';
import { ResultsModal } from './ResultsModal';
import {
  ALL_SERVERS,
  emptyBucketForm,
  everyEnvironmentSucceeded,
  formFromBucket,
  mergeBuckets,
  serverChoices,
  singleServerFailure,
  submitConfirmText,
  targetServers,
  toBucketInput,
  validateBucketForm,
  type BucketFilters,
  type BucketForm,
  type EnvironmentResult,
  type MergedBucket,
  type QuotaBucket,
  type QuotaBucketInput,
} from './bucketModel';
import { t } from './i18n';
import { createBucket, deleteBucket, fetchBuckets, updateBucket, useQuotaServersQuery } from './quotaApi';
import { submitErrorMessage } from './submitErrors';
import './quota.css';

type Results = { kind: 'submission' | 'retrieval'; results: EnvironmentResult[] };

/** Numeric messages show while typing; the required ones after a first submit. */
function shownErrors(errors: Record<string, string[]>, attempted: boolean): Record<string, string[]> {
  if (attempted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => /\.(interval_ms|limit)$/.test(key)));
}

/** /admin/quota_minder: the internal rate-limit bucket tool (spec 1 §2 QuotaMinder). */
export function QuotaMinderPage() {
  useDocumentTitle(t('quota.title'));
  const serversQuery = useQuotaServersQuery();
  const servers = useMemo(() => serversQuery.data ?? [], [serversQuery.data]);

  const [domainFilter, setDomainFilter] = useState('');
  const filters: BucketFilters = useMemo(() => ({ domain: domainFilter }), [domainFilter]);
  /** Environment → its retrieved buckets (an environment not retrieved yet is absent). */
  const [buckets, setBuckets] = useState<Record<string, QuotaBucket[]>>({});
  const [retrieved, setRetrieved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [editing, setEditing] = useState<MergedBucket | null>(null);
  const rows = useMemo(() => mergeBuckets(buckets, servers), [buckets, servers]);
  /** One key per environment and bucket until that environment answered for sure (a timeout keeps it). */
  const createKeys = useIdempotencyKey();

  /** Fetches each server's list; a failed one is left empty. Returns the per-environment results. */
  const refresh = useCallback(
    async (targets: readonly string[]): Promise<EnvironmentResult[]> => {
      const settled = await Promise.allSettled(targets.map((server) => fetchBuckets(server, filters)));
      const next: Record<string, QuotaBucket[]> = {};
      const out = settled.map((answer, i): EnvironmentResult => {
        const server = targets[i]!;
        if (answer.status === 'fulfilled') {
          next[server] = answer.value;
          return { server, ok: true, count: answer.value.length };
        }
        next[server] = [];
        return { server, ok: false, message: submitErrorMessage(answer.reason) };
      });
      setBuckets((current) => ({ ...current, ...next }));
      setRetrieved(true);
      return out;
    },
    [filters],
  );

  const retrieve = async (targets: readonly string[]) => {
    setBusy(true);
    try {
      const out = await refresh(targets);
      // Spec 1 §8 "Single-server bucket failure": one environment asked for and failed → an alert.
      const failure = singleServerFailure(out);
      if (failure !== null) window.alert(failure);
      setResults({ kind: 'retrieval', results: out });
    } finally {
      setBusy(false);
    }
  };

  /** Sends the bucket to each target (POST, or PATCH with the id there), then refreshes them. */
  const submit = async (targets: readonly string[], input: QuotaBucketInput, ids?: Record<string, string>) => {
    setBusy(true);
    try {
      const settled = await Promise.allSettled(
        targets.map((server) => {
          const id = ids?.[server];
          if (id) return updateBucket(server, id, input);
          return createKeys.send(`${server}\n${JSON.stringify(input)}`, (key) => createBucket(server, input, key));
        }),
      );
      const out = settled.map((answer, i): EnvironmentResult =>
        answer.status === 'fulfilled'
          ? { server: targets[i]!, ok: true }
          : { server: targets[i]!, ok: false, message: submitErrorMessage(answer.reason) },
      );
      // A submit to one environment fails like a retrieval from one: an alert with the server's message (spec 1 §8).
      const failure = singleServerFailure(out);
      if (failure !== null) window.alert(failure);
      setResults({ kind: 'submission', results: out });
      await refresh(targets);
      return out;
    } finally {
      setBusy(false);
    }
  };

  const remove = async (bucket: MergedBucket, server: string) => {
    const id = bucket.ids[server];
    const name = bucket.byServer[server]?.name ?? bucket.name;
    if (!id || !window.confirm(t('quota.confirmDelete', { name, server }))) return;
    setBusy(true);
    try {
      await deleteBucket(server, id);
      showToast(t('quota.deleted', { name, server }));
    } catch (error) {
      window.alert(submitErrorMessage(error));
    } finally {
      await refresh([server]).catch(() => undefined);
      setBusy(false);
    }
  };

  return (
    <div className="page quota-page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('quota.title') }]} />
      <header className="page-header">
        <h1>{t('quota.title')}</h1>
        <p className="page-header__lead">{t('quota.lead')}</p>
      </header>

      {serversQuery.isError ? (
        <ErrorBanner error={serversQuery.error} fallback={t('quota.serversFailed')} retry={serversQuery} />
      ) : serversQuery.isPending ? (
        <Spinner label={t('quota.serversLoading')} />
      ) : (
        <>
          <section className="quota-section" aria-labelledby="quota-filters">
            <h2 id="quota-filters">{t('quota.filters')}</h2>
            <div className="quota-filters">
              <Field
                label={t('quota.filterDomain')}
                value={domainFilter}
                maxLength={200}
                hint={t('quota.filterDomainHint')}
                onChange={(e) => setDomainFilter(e.target.value)}
              />
              <Button disabled={domainFilter === ''} onClick={() => setDomainFilter('')}>
                {t('quota.clearFilters')}
              </Button>
            </div>
          </section>

          <section className="quota-section" aria-labelledby="quota-retrieve">
            <h2 id="quota-retrieve">{t('quota.retrieve')}</h2>
            <div className="quota-retrieve" role="group" aria-labelledby="quota-retrieve">
              <Button variant="primary" disabled={busy || servers.length === 0} onClick={() => void retrieve(servers)}>
                {t('quota.retrieveAll')}
              </Button>
              {servers.map((server) => (
                <Button key={server} disabled={busy} onClick={() => void retrieve([server])}>
                  {server}
                </Button>
              ))}
            </div>
          </section>

          <AddBucketForm servers={servers} busy={busy} onSubmit={(targets, input) => submit(targets, input)} />

          <section className="quota-section" aria-labelledby="quota-view">
            <h2 id="quota-view">{t('quota.view')}</h2>
            <BucketsTable rows={rows} retrieved={retrieved} busy={busy} onEdit={setEditing} onDelete={(b, s) => void remove(b, s)} />
          </section>
        </>
      )}

      {editing && (
        <EditBucketModal
          bucket={editing}
          busy={busy}
          onClose={() => setEditing(null)}
          onSubmit={async (targets, input) => {
            const out = await submit(targets, input, editing.ids);
            // A failed environment keeps the modal open with the admin's changes, to correct or send again.
            if (everyEnvironmentSucceeded(out)) setEditing(null);
          }}
        />
      )}
      {results && (
        <ResultsModal
          title={results.kind === 'submission' ? t('quota.submissionResults') : t('quota.retrievalResults')}
          results={results.results}
          successText={(r) =>
            results.kind === 'submission' ? t('quota.submitted') : t('quota.retrieved', { count: r.ok ? (r.count ?? 0) : 0 })
          }
          onClose={() => setResults(null)}
        />
      )}
    </div>
  );
}

/** Validates, confirms (spec 1 §5) and hands the bucket and its target environments on. */
function useBucketSubmit(
  form: BucketForm,
  allTargets: readonly string[],
  onSubmit: (targets: string[], input: QuotaBucketInput) => Promise<unknown>,
) {
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

function AddBucketForm({
  servers,
  busy,
  onSubmit,
}: {
  servers: readonly string[];
  busy: boolean;
  onSubmit(targets: string[], input: QuotaBucketInput): Promise<unknown>;
}) {
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

function EditBucketModal({
  bucket,
  busy,
  onClose,
  onSubmit,
}: {
  bucket: MergedBucket;
  busy: boolean;
  onClose(): void;
  onSubmit(targets: string[], input: QuotaBucketInput): Promise<unknown>;
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
