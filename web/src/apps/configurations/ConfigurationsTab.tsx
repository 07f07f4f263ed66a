import { useState, type ReactNode } from 'react';
import { Button, CopyField, ErrorBanner, Field, LazyBoundary, lazyNamed, Modal, Spinner, useUnsavedChanges } from '../../ui';
import { t } from '../i18n';
import { useMeQuery } from '../../identity/meQuery';
import { usePermissionsQuery } from '../api/appsApi';
import type { DeveloperApp } from '../api/types';
import type { UiFlags } from '../lib/flags';
import {
  availableTypes,
  configuredFromDraft,
  draftErrors,
  draftSource,
  grantedTools,
  hasDraftErrors,
  isAuthCodeLocked,
  putComponent,
  removeComponent,
  setServiceAccount,
  setUserLevel,
  TYPE_LABEL_KEYS,
  type ComponentDraft,
  type Draft,
} from './builder';
import { toolLabel, type Scope } from '../permissions/grid';
import {
  useAppVersionQuery,
  useManifestToolsQuery,
  useManifestsQuery,
  useTemplatesQuery,
  type AppVersionSummary,
} from '../manifests/manifestsApi';
import { levelText } from '../permissions/levelText';
import { useBuilderDraftDirty } from './builderDraft';
import { VersionModal } from './VersionModal';
import './configurations.css';

// The component form and the permission grid load when their modals open: the builder is the app page's first tab,
// under a first-load budget.
const ComponentModal = lazyNamed(
  () => import('./ComponentModal'),
  (m) => m.ComponentModal,
);
const PermissionsModal = lazyNamed(
  () => import('./PermissionsModal'),
  (m) => m.PermissionsModal,
);

/** The explicit-OAuth feature flag (on unless `VITE_EXPLICIT_OAUTH=false`); off, the user-level option is locked. */
const EXPLICIT_OAUTH = import.meta.env.VITE_EXPLICIT_OAUTH !== 'false';

/** The Configurations tab (Configuration Builder): the draft of the app's next sandbox version. */
export function ConfigurationsTab({ app, flags }: { app: DeveloperApp; flags: UiFlags }) {
  const sandbox = useManifestsQuery(app.id, 'Sandbox');
  const production = useManifestsQuery(app.id, 'ProductionEnvironment');
  const newest = sandbox.data?.[0];
  const current = useAppVersionQuery(newest?.id);
  const templates = useTemplatesQuery();
  const permissions = usePermissionsQuery(app.id);
  const { me } = useMeQuery();
  // Creating versions needs the manifest permission (owners and admins; platform admins too).
  const canModify = me?.isAdmin === true || permissions.data?.edit_manifests === true;
  if (sandbox.error) return <ErrorBanner error={sandbox.error} retry={sandbox} />;
  if (sandbox.isPending || (newest && current.isPending) || (!newest && templates.isPending)) return <Spinner />;
  const initial = draftSource(current.data?.next_version_content, templates.data);
  const locked = isAuthCodeLocked({
    authCodeLocked: current.data?.auth_code_locked === true || production.data?.[0]?.auth_code_locked === true,
    explicitOAuth: EXPLICIT_OAUTH,
  });
  return (
    <Builder
      // A new newest version resets the draft from its next_version_content.
      key={newest?.id ?? 'draft'}
      app={app}
      flags={flags}
      canModify={canModify}
      initial={initial}
      locked={locked}
      newestSandbox={newest}
      newestProduction={production.data?.[0]}
    />
  );
}

type CardKey = 'components' | 'connector' | 'post';

function Builder({
  app,
  flags,
  canModify,
  initial,
  locked,
  newestSandbox,
  newestProduction,
}: {
  app: DeveloperApp;
  flags: UiFlags;
  canModify: boolean;
  initial: Draft;
  locked: boolean;
  newestSandbox: AppVersionSummary | undefined;
  newestProduction: AppVersionSummary | undefined;
}) {
  const [draft, setDraft] = useState(initial);
  const [allowEmpty, setAllowEmpty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [open, setOpen] = useState<Record<CardKey, boolean>>({ components: true, connector: false, post: false });
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [editingPermissions, setEditingPermissions] = useState(false);
  const [confirmAuthOff, setConfirmAuthOff] = useState<Draft | null>(null);
  const [creating, setCreating] = useState(false);
  const readOnly = !canModify;
  // The draft lives in the page only until Save version: leaving with changes asks first.
  const draftDirty = !readOnly && JSON.stringify(draft) !== JSON.stringify(initial);
  const unsaved = useUnsavedChanges(draftDirty);
  // The header's editor asks before opening over these changes.
  useBuilderDraftDirty(draftDirty);
  const errors = draftErrors(draft, allowEmpty);
  const shown = attempted ? errors : null;
  const openTypes = availableTypes(draft, flags.isFedramp);

  const startCreate = () => {
    setAttempted(true);
    if (!hasDraftErrors(errors)) return setCreating(true);
    setOpen({ ...open, post: open.post || Object.keys(errors.post).length > 0, components: true });
  };
  const changeUserLevel = (enabled: boolean) => {
    const change = setUserLevel(draft, enabled, locked);
    if (change.confirm) setConfirmAuthOff(change.draft);
    else setDraft(change.draft);
  };
  const post = (patch: Partial<Draft['post']>) => setDraft({ ...draft, post: { ...draft.post, ...patch } });
  const editingComponent = editing?.index != null ? draft.components[editing.index] : null;

  return (
    <div className="tab-stack config-builder">
      <div className="config-toolbar">
        <p className="muted">{leadText(newestSandbox, readOnly)}</p>
        <label className="config-toggle">
          <input type="checkbox" checked={allowEmpty} disabled={readOnly} onChange={(e) => setAllowEmpty(e.target.checked)} />
          {t('config.allowEmpty')}
        </label>
        <Button variant="primary" disabled={readOnly} onClick={startCreate}>
          {newestSandbox ? t('config.saveVersion') : t('config.createVersion')}
        </Button>
      </div>
      {/* Disabled buttons alone left a developer-role collaborator guessing why nothing could be changed. */}
      {readOnly && <p className="callout">{t('config.readOnlyNotice')}</p>}
      {shown && (shown.banner || shown.manifest) && (
        <ErrorBanner title={null} messages={[shown.banner, shown.manifest].filter((m): m is string => Boolean(m))} />
      )}

      <Card title={t('config.cardComponents')} open={open.components} onToggle={(value) => setOpen({ ...open, components: value })}>
        <h4 className="config-subtitle">{t('config.embedded')}</h4>
        {draft.components.length === 0 ? (
          <p className="muted">{t('config.noComponents')}</p>
        ) : (
          <ul className="config-components">
            {draft.components.map((component, index) => (
              <ComponentRow
                key={component.type}
                component={component}
                readOnly={readOnly}
                onEdit={() => setEditing({ index })}
                onRemove={() => setDraft(removeComponent(draft, component.type))}
              />
            ))}
          </ul>
        )}
        <div>
          <Button disabled={readOnly || openTypes.length === 0} onClick={() => setEditing({ index: null })}>
            {t('config.addComponent')}
          </Button>
        </div>
        <h4 className="config-subtitle">{t('config.installationKeys')}</h4>
        <div className="config-keys">
          <CopyField label={t('config.sandboxKey')} value={newestSandbox?.app_version_id} emptyText={t('config.noVersionYet')} />
          <CopyField label={t('config.productionKey')} value={newestProduction?.app_version_id} emptyText={t('config.noVersionYet')} />
        </div>
      </Card>

      <Card title={t('config.cardConnector')} open={open.connector} onToggle={(value) => setOpen({ ...open, connector: value })}>
        <p className="muted">{t('config.connectorLead')}</p>
        <label className="config-toggle">
          <input
            type="checkbox"
            checked={draft.userLevel}
            disabled={readOnly || locked}
            onChange={(e) => changeUserLevel(e.target.checked)}
          />
          {t('config.userLevel')}
        </label>
        {locked && <p className="field__hint">{t('config.userLevelLocked')}</p>}
        <label className="config-toggle">
          <input
            type="checkbox"
            checked={draft.serviceAccount}
            disabled={readOnly}
            onChange={(e) => setDraft(setServiceAccount(draft, e.target.checked, locked))}
          />
          {t('config.serviceAccount')}
        </label>
        {draft.serviceAccount && (
          <>
            <PermissionSummary scope="company" draft={draft} />
            <PermissionSummary scope="project" draft={draft} />
            <div>
              <Button disabled={readOnly} onClick={() => setEditingPermissions(true)}>
                {t('config.editPermissions')}
              </Button>
            </div>
          </>
        )}
      </Card>

      <Card title={t('config.cardPost')} open={open.post} onToggle={(value) => setOpen({ ...open, post: value })}>
        {shown?.post.block && <ErrorBanner title={null} messages={[shown.post.block]} />}
        <Field
          label={t('config.postUrl')}
          type="url"
          value={draft.post.url}
          disabled={readOnly}
          placeholder="https://"
          onChange={(e) => post({ url: e.target.value })}
          errors={shown?.post.url ? [shown.post.url] : []}
        />
        <Field
          label={t('config.postLabel')}
          value={draft.post.label}
          disabled={readOnly}
          onChange={(e) => post({ label: e.target.value })}
          errors={shown?.post.label ? [shown.post.label] : []}
        />
        <Field label={t('config.postNotes')} controlClassName="textarea" errors={shown?.post.notes ? [shown.post.notes] : []}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={draft.post.notes}
              disabled={readOnly}
              onChange={(e) => post({ notes: e.target.value })}
            />
          )}
        </Field>
      </Card>

      {editing && (
        <LazyBoundary>
          <ComponentModal
            initial={editingComponent ?? null}
            types={availableTypes(draft, flags.isFedramp, editingComponent?.type)}
            onClose={() => setEditing(null)}
            onSave={(component) => {
              setDraft(putComponent(draft, component, editing.index));
              setEditing(null);
            }}
          />
        </LazyBoundary>
      )}
      {editingPermissions && (
        <LazyBoundary>
          <PermissionsModal
            permissions={draft.permissions}
            onClose={() => setEditingPermissions(false)}
            onSave={(permissions) => {
              setDraft({ ...draft, permissions });
              setEditingPermissions(false);
            }}
          />
        </LazyBoundary>
      )}
      {confirmAuthOff && (
        <Modal
          title={t('config.authOffTitle')}
          size="small"
          onClose={() => setConfirmAuthOff(null)}
          action={{
            label: t('config.authOffConfirm'),
            variant: 'danger',
            onClick: () => {
              setDraft(confirmAuthOff);
              setConfirmAuthOff(null);
            },
          }}
        >
          <p>{t('config.authOffBody')}</p>
        </Modal>
      )}
      {creating && (
        <VersionModal
          appId={app.id}
          current={newestSandbox?.semantic_version}
          configured={configuredFromDraft(draft)}
          allowEmpty={allowEmpty}
          onClose={() => setCreating(false)}
          onCreated={() => {
            unsaved.leave();
            setCreating(false);
          }}
        />
      )}
    </div>
  );
}

const versionLabel = (v: AppVersionSummary) => v.semantic_version ?? String(v.version);

/** A collapsible card (native details/summary). */
function Card({ title, open, onToggle, children }: { title: string; open: boolean; onToggle(open: boolean): void; children: ReactNode }) {
  return (
    <details className="card-section config-card" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary className="config-card__summary">
        <h3>{title}</h3>
      </summary>
      <div className="config-card__body">{children}</div>
    </details>
  );
}

function ComponentRow({
  component,
  readOnly,
  onEdit,
  onRemove,
}: {
  component: ComponentDraft;
  readOnly: boolean;
  onEdit(): void;
  onRemove(): void;
}) {
  return (
    <li className="config-component">
      <div className="config-component__text">
        <p className="config-component__type">{t(TYPE_LABEL_KEYS[component.type])}</p>
        <p className="mono">{component.source_url}</p>
        {component.views.length > 0 && <p className="muted">{t('config.viewsList', { views: component.views.join(', ') })}</p>}
        <p className="muted">{t('config.parameterCount', { count: String(component.parameters.length) })}</p>
      </div>
      <div className="config-component__actions">
        <Button size="small" disabled={readOnly} onClick={onEdit}>
          {t('config.edit')}
        </Button>
        <Button size="small" variant="ghost" disabled={readOnly} onClick={onRemove}>
          {t('config.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The line above the builder: it only speaks of editing a draft to someone who may. */
function leadText(newestSandbox: AppVersionSummary | undefined, readOnly: boolean): string {
  if (!newestSandbox) return readOnly ? t('config.leadReadOnlyDraft') : t('config.leadDraft');
  const version = versionLabel(newestSandbox);
  return readOnly ? t('config.leadReadOnly', { version }) : t('config.leadSaved', { version });
}

function PermissionSummary({ scope, draft }: { scope: Scope; draft: Draft }) {
  const tools = grantedTools(draft.permissions[scope]);
  // Named as in the Edit permissions grid ("Action Plans", not the manifest key action_plans).
  const catalogue = useManifestToolsQuery();
  return (
    <div>
      <p className="config-subtitle">{scope === 'company' ? t('config.scopeCompany') : t('config.scopeProject')}</p>
      {tools.length === 0 ? (
        <p className="muted">{t('config.noPermissions')}</p>
      ) : (
        <ul className="config-permissions">
          {tools.map((tool) => (
            <li key={tool}>
              {toolLabel(catalogue.data, tool)}: {levelText(draft.permissions[scope][tool]!)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
