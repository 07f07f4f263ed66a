import { Fragment, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, CopyButton, ErrorBanner, LazyBoundary, lazyNamed, Spinner, TableCard } from '../../ui';
import { moveBetweenTabs } from '../../ui/tabs';
import { useMeQuery } from '../../identity/meQuery';
import { usePermissionsQuery } from '../api/appsApi';
import { t } from './i18n';
import { formatShortDateTime } from '../lib/dates';
import { useManifestsQuery, type AppVersionSummary, type Environment } from '../manifests/manifestsApi';
import {
  reviewActions,
  rollbackTargets,
  versionDisplay,
  versionLabel,
  visibleVersions,
  type ReviewAction,
} from '../manifests/versionState';
import { approvalBaseline } from './diffView';
import { rowNotesOf, rowStateOf } from './reviewNotes';
import { RowNotesContent } from './VersionNotes';
import { DiffModal, PromoteModal, ReviewModal, RollbackModal, ViewManifestModal } from './VersionModals';
import './versions.css';

const EditorLauncher = lazyNamed(
  () => import('../editor/EditorLauncher'),
  (m) => m.EditorLauncher,
);

/** The App Version Key's "Copied" toast is shorter than the default one. */
export const KEY_COPIED_MS = 1500;

/** A key's first eight characters, as a short commit id is shown: the button copies the whole key. */
const shortKey = (key: string) => (key.length > 9 ? `${key.slice(0, 8)}…` : key);

type Dialog =
  | { kind: 'view' | 'promote' | 'diff' | 'rollback'; version: AppVersionSummary }
  | { kind: 'review'; version: AppVersionSummary; action: ReviewAction }
  | { kind: 'editor' };

const environmentOf = (value: string | null): Environment | null =>
  value === 'production' ? 'ProductionEnvironment' : value === 'sandbox' ? 'Sandbox' : null;

/** The Versions tab: Sandbox and Production tables, the editor, promotion, review, diff and rollback. */
export function VersionsTab({ appId, admin = false }: { appId: string; admin?: boolean }) {
  // The table shown is in the address (`env=sandbox|production`): a promotion shows Production, and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const picked = environmentOf(params.get('env'));
  const setEnv = (next: Environment) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('env', next === 'Sandbox' ? 'sandbox' : 'production');
        return updated;
      },
      { replace: true },
    );
  const [showOld, setShowOld] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const sandbox = useManifestsQuery(appId, 'Sandbox');
  const production = useManifestsQuery(appId, 'ProductionEnvironment');
  // An admin opens the app to review it: with a production version in review, Production is the tab shown first.
  // Chosen once, from the first lists: a decision read later (the admin's own, another admin's) does not flip it.
  const firstEnv = useRef<Environment | null>(null);
  if (firstEnv.current === null && production.data) {
    const reviewing = admin && production.data.some((v) => v.state === 'in_review');
    firstEnv.current = reviewing ? 'ProductionEnvironment' : 'Sandbox';
  }
  const env: Environment = picked ?? firstEnv.current ?? 'Sandbox';
  // Until then the admin sees a spinner rather than the Sandbox table flipping to Production.
  const deciding = admin && picked === null && production.isPending;
  const permissions = usePermissionsQuery(appId);
  const { me } = useMeQuery();
  const isAdmin = admin || me?.isAdmin === true;
  const canModify = isAdmin || permissions.data?.edit_manifests === true;
  const list = env === 'Sandbox' ? sandbox : production;
  const all = [...(sandbox.data ?? []), ...(production.data ?? [])];
  // Release notes show when the app uses semantic versions (every version has one, or none exists yet).
  const semantic = all.every((v) => v.semantic_version !== null);
  const newestProduction = production.data ? visibleVersions(production.data, false)[0] : undefined;
  const rollbackIds = new Set(rollbackTargets(production.data ?? []).map((v) => v.id));
  const close = () => setDialog(null);
  // The header's Promote (`promote=1`): the promote dialog of the newest sandbox version, once the lists are here.
  const newestSandbox = sandbox.data ? visibleVersions(sandbox.data, false)[0] : undefined;
  const promoteAsked = params.get('promote') === '1';
  useEffect(() => {
    if (!promoteAsked || !production.data || !newestSandbox) return;
    setDialog({ kind: 'promote', version: newestSandbox });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('promote');
        return updated;
      },
      { replace: true },
    );
  }, [promoteAsked, production.data, newestSandbox, setParams]);
  const toProduction = () => {
    setDialog(null);
    setEnv('ProductionEnvironment');
    void sandbox.refetch();
    void production.refetch();
  };

  const rows = visibleVersions(list.data ?? [], showOld);
  // The notes row under a version spans the table: version, created, key, published, actions, and the optional two.
  const columns = 5 + (semantic ? 1 : 0) + (env === 'ProductionEnvironment' ? 1 : 0);
  return (
    <div className="versions-tab">
      {!canModify && <p className="callout">{t('versions.readOnlyNotice')}</p>}
      <div className="versions-tab__toolbar">
        <div className="tabs" role="tablist">
          {(['Sandbox', 'ProductionEnvironment'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={env === key}
              tabIndex={env === key ? 0 : -1}
              onKeyDown={moveBetweenTabs}
              className={`tabs__tab${env === key ? ' tabs__tab--active' : ''}`}
              onClick={() => setEnv(key)}
            >
              {key === 'Sandbox' ? t('versions.sandbox') : t('versions.production')}{' '}
              {/* The spec's version display: the lowest version and '+', or '?' before the first one. */}
              <span className="muted">{versionDisplay((key === 'Sandbox' ? sandbox.data : production.data) ?? [])}</span>
            </button>
          ))}
        </div>
        <div className="button-row">
          <Button size="small" onClick={() => setShowOld(!showOld)}>
            {showOld ? t('versions.hideOld') : t('versions.showOld')}
          </Button>
          {env === 'Sandbox' && (
            <Button
              size="small"
              variant="primary"
              disabled={!canModify}
              title={canModify ? undefined : t('versions.noPermission')}
              onClick={() => setDialog({ kind: 'editor' })}
            >
              {t('versions.newVersion')}
            </Button>
          )}
        </div>
      </div>
      {list.isPending || deciding ? (
        <Spinner />
      ) : list.error ? (
        <ErrorBanner error={list.error} retry={list} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('versions.none')}</p>
      ) : (
        <TableCard
          busy={list.isFetching}
          tableClassName="versions-table"
          label={t('versions.tableLabel', { env: env === 'Sandbox' ? t('versions.sandbox') : t('versions.production') })}
        >
          <thead>
            <tr>
              <th scope="col">{t('versions.colVersion')}</th>
              <th scope="col">{t('versions.colCreated')}</th>
              <th scope="col">{t('versions.colKey')}</th>
              <th scope="col">{t('versions.colPublished')}</th>
              {semantic && <th scope="col">{t('versions.colReleaseNotes')}</th>}
              {env === 'ProductionEnvironment' && <th scope="col">{t('versions.colState')}</th>}
              <th scope="col">{t('versions.colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((v) => {
              const notes = rowNotesOf(v);
              return (
                <Fragment key={v.id}>
                  <tr className={notes ? 'versions-table__row--noted' : undefined}>
                    <td>{versionLabel(v)}</td>
                    <td>{formatShortDateTime(v.created_at)}</td>
                    <td className="versions-table__key">
                      <CopyButton
                        value={v.app_version_id}
                        label={t('versions.copyKey')}
                        text={shortKey(v.app_version_id)}
                        title={v.app_version_id}
                        toastMs={KEY_COPIED_MS}
                      />
                    </td>
                    <td>{v.published_to_marketplace ? t('versions.yes') : t('versions.no')}</td>
                    {semantic && <td className="versions-table__notes">{v.changelog ?? ''}</td>}
                    {env === 'ProductionEnvironment' && <td>{t(`versions.state.${rowStateOf(v)}`)}</td>}
                    <td>
                      <div className="button-row">
                        <Button size="small" onClick={() => setDialog({ kind: 'view', version: v })}>
                          {t('versions.viewManifest')}
                        </Button>
                        <Button size="small" disabled={all.length < 2} onClick={() => setDialog({ kind: 'diff', version: v })}>
                          {t('versions.compare')}
                        </Button>
                        {v.environment_type === 'Sandbox' && v.promotable && (
                          <Button
                            size="small"
                            variant="primary"
                            disabled={!canModify}
                            onClick={() => setDialog({ kind: 'promote', version: v })}
                          >
                            {t('versions.promote')}
                          </Button>
                        )}
                        {reviewActions(v, isAdmin).map((action) => (
                          <Button
                            key={action}
                            size="small"
                            variant={action === 'reject' ? 'danger' : 'primary'}
                            disabled={!canModify}
                            onClick={() => setDialog({ kind: 'review', version: v, action })}
                          >
                            {t(`versions.${action}`)}
                          </Button>
                        ))}
                        {rollbackIds.has(v.id) && (
                          <Button size="small" disabled={!canModify} onClick={() => setDialog({ kind: 'rollback', version: v })}>
                            {t('versions.rollback')}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                  {notes && (
                    <tr className="versions-table__notes-row">
                      <td colSpan={columns}>
                        <RowNotesContent notes={notes} admin={admin} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </TableCard>
      )}
      {dialog?.kind === 'view' && <ViewManifestModal version={dialog.version} onClose={close} />}
      {dialog?.kind === 'diff' && <DiffModal version={dialog.version} others={all} onClose={close} />}
      {dialog?.kind === 'promote' && (
        <PromoteModal version={dialog.version} production={newestProduction} onPromoted={toProduction} onClose={close} />
      )}
      {dialog?.kind === 'review' && (
        <ReviewModal
          version={dialog.version}
          action={dialog.action}
          baseline={approvalBaseline(production.data ?? [], dialog.version)}
          onDone={toProduction}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rollback' && <RollbackModal version={dialog.version} onDone={toProduction} onClose={close} />}
      {dialog?.kind === 'editor' && (
        <LazyBoundary>
          <EditorLauncher appId={appId} admin={admin} onClose={close} onCreated={() => setEnv('Sandbox')} />
        </LazyBoundary>
      )}
    </div>
  );
}
