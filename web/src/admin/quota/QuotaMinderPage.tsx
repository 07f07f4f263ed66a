import { useCallback, useMemo, useState } from 'react';
import { useIdempotencyKey } from '../../api/idempotencyKey';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, Button, ErrorBanner, Field, showToast, Spinner } from '../../ui';
import { AddBucketForm, EditBucketModal } from './BucketForms';
import { BucketsTable } from './BucketsTable';
import { ResultsModal } from './ResultsModal';
import {
  everyEnvironmentSucceeded,
  mergeBuckets,
  type BucketFilters,
  type EnvironmentResult,
  type MergedBucket,
  type QuotaBucket,
  type QuotaBucketInput,
} from './bucketModel';
import { reportOf, settleEach } from './environmentRuns';
import { t } from './i18n';
import { createBucket, deleteBucket, fetchBuckets, updateBucket, useQuotaServersQuery } from './quotaApi';
import { submitErrorMessage } from './submitErrors';
import './quota.css';

type ResultsKind = 'submission' | 'retrieval' | 'deletion';
type Results = { kind: ResultsKind; results: EnvironmentResult[] };

const RESULTS_TITLE: Record<ResultsKind, string> = {
  submission: 'quota.submissionResults',
  retrieval: 'quota.retrievalResults',
  deletion: 'quota.deletionResults',
};

const successText = (kind: ResultsKind, result: EnvironmentResult) =>
  kind === 'submission'
    ? t('quota.submitted')
    : kind === 'deletion'
      ? t('quota.deletedHere')
      : t('quota.retrieved', { count: result.ok ? (result.count ?? 0) : 0 });

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
      const next: Record<string, QuotaBucket[]> = Object.fromEntries(targets.map((server) => [server, []]));
      const out = await settleEach(
        targets,
        async (server) => (next[server] = await fetchBuckets(server, filters)),
        (list) => list.length,
      );
      setBuckets((current) => ({ ...current, ...next }));
      setRetrieved(true);
      return out;
    },
    [filters],
  );

  /** Says how a run went, once: the alert for one failed environment, else the results modal (spec 1 §8). */
  const report = (kind: ResultsKind, out: EnvironmentResult[]) => {
    const how = reportOf(out);
    if ('alert' in how) window.alert(how.alert);
    else setResults({ kind, results: out });
  };

  const retrieve = async (targets: readonly string[]) => {
    setBusy(true);
    try {
      report('retrieval', await refresh(targets));
    } finally {
      setBusy(false);
    }
  };

  /** Sends the bucket to each target (POST, or PATCH with the id there), then refreshes them. */
  const submit = async (targets: readonly string[], input: QuotaBucketInput, ids?: Record<string, string>) => {
    setBusy(true);
    try {
      const out = await settleEach(targets, (server) => {
        const id = ids?.[server];
        if (id) return updateBucket(server, id, input);
        return createKeys.send(`${server}\n${JSON.stringify(input)}`, (key) => createBucket(server, input, key));
      });
      report('submission', out);
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

  /** Deletes a bucket from every environment holding it: one confirm naming them, then the results per environment. */
  const removeEverywhere = async (bucket: MergedBucket) => {
    const holding = bucket.servers.filter((server) => bucket.ids[server]);
    if (holding.length === 0 || !window.confirm(t('quota.confirmDeleteAll', { name: bucket.name, servers: holding.join(', ') }))) return;
    setBusy(true);
    try {
      report('deletion', await settleEach(holding, (server) => deleteBucket(server, bucket.ids[server]!)));
    } finally {
      await refresh(holding).catch(() => undefined);
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
            <BucketsTable
              rows={rows}
              retrieved={retrieved}
              busy={busy}
              onEdit={setEditing}
              onDelete={(b, s) => void remove(b, s)}
              onDeleteEverywhere={(b) => void removeEverywhere(b)}
            />
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
          title={t(RESULTS_TITLE[results.kind])}
          results={results.results}
          successText={(r) => successText(results.kind, r)}
          onClose={() => setResults(null)}
        />
      )}
    </div>
  );
}
