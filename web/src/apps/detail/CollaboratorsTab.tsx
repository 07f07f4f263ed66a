import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../i18n';
import { Button, ErrorBanner, Field, Modal, showToast, Spinner, TableCard, useDropdown } from '../../ui';
import {
  appKeys,
  cancelInvitation,
  invalidateApp,
  inviteCollaborator,
  removeCollaborator,
  transferOwnership,
  updateCollaboratorRoles,
  useCollaboratorsQuery,
  useInvitationsQuery,
} from '../api/appsApi';
import type { DeveloperApp } from '../api/types';
import type { UiFlags } from '../lib/flags';
import {
  APP_ROLES,
  INVITABLE_ROLES,
  PERMISSION_MATRIX,
  changedRoles,
  isAppRole,
  radioEnabled,
  roleLabel,
  rowMenuItems,
  type AppRole,
  type CollaboratorRow,
  type RowMenuItem,
  type Viewer,
} from '../lib/roles';

interface Row extends CollaboratorRow {
  name: string | null;
}

const MENU_KEYS: Record<RowMenuItem, string> = {
  cancelInvite: 'apps.cancelInvite',
  transferOwnership: 'apps.transferOwnership',
  removeCollaborator: 'apps.removeCollaborator',
};

export function CollaboratorsTab({ app, flags, viewerId }: { app: DeveloperApp; flags: UiFlags; viewerId: string }) {
  const queryClient = useQueryClient();
  const collaborators = useCollaboratorsQuery(app.id);
  const invitations = useInvitationsQuery(app.id, flags.canUpdateCollaborators);
  const [edited, setEdited] = useState<Record<string, AppRole>>({});
  const [adding, setAdding] = useState(false);
  const [details, setDetails] = useState(false);
  const [pending, setPending] = useState<{ item: RowMenuItem; row: Row } | null>(null);

  const viewer: Viewer = { developerId: viewerId, role: isAppRole(app.role) ? app.role : null, canEdit: flags.canUpdateCollaborators };
  const rows: Row[] = [
    ...(collaborators.data ?? []).map((c): Row => ({
      kind: 'collaborator',
      id: c.id,
      developerId: c.id,
      email: c.developer.email ?? '',
      name: c.developer.name,
      role: c.role,
    })),
    ...(invitations.data ?? [])
      .filter((i) => i.status === 'pending')
      .map((i): Row => ({ kind: 'invitation', id: i.id, email: i.email, name: null, role: i.role })),
  ];
  const changes = changedRoles(rows, edited);

  const refresh = async () => {
    setEdited({});
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: appKeys.collaborators(app.id) }),
      queryClient.invalidateQueries({ queryKey: appKeys.invitations(app.id) }),
      queryClient.invalidateQueries({ queryKey: appKeys.activity(app.id) }),
    ]);
  };

  const update = useMutation({
    mutationFn: () =>
      updateCollaboratorRoles(
        app.id,
        changes.map((c) => ({ id: c.id, role: c.role === 'admin' ? 'admin' : 'developer' })),
      ),
    onSuccess: async () => {
      showToast(t('apps.permissionsUpdated'));
      await refresh();
    },
  });

  const act = useMutation({
    mutationFn: async ({ item, row }: { item: RowMenuItem; row: Row }) => {
      if (item === 'cancelInvite') await cancelInvitation(app.id, row.id);
      else if (item === 'removeCollaborator') await removeCollaborator(app.id, row.id);
      else await transferOwnership(app.id, row.id);
      return item;
    },
    onSuccess: async (item) => {
      setPending(null);
      showToast(t(`${MENU_KEYS[item]}Done`));
      await refresh();
      if (item === 'transferOwnership') await invalidateApp(queryClient, app.id);
    },
  });

  if (collaborators.isPending) return <Spinner />;
  if (collaborators.isError) return <ErrorBanner error={collaborators.error} />;

  const error = update.error ?? (pending ? null : act.error);

  return (
    <div className="tab-stack">
      {error && <ErrorBanner error={error} />}
      <div className="toolbar">
        <Button variant="ghost" onClick={() => setDetails(true)}>
          {t('apps.permissionDetails')}
        </Button>
        {flags.canUpdateCollaborators && (
          <>
            <Button variant="secondary" disabled={changes.length === 0 || update.isPending} onClick={() => update.mutate()}>
              {t('apps.updatePermissions')}
            </Button>
            <Button variant="primary" onClick={() => setAdding(true)}>
              {t('apps.addUser')}
            </Button>
          </>
        )}
      </div>
      <TableCard className="collaborators-card" tableClassName="collaborators">
        <thead>
          <tr>
            <th scope="col">{t('apps.colUser')}</th>
            {APP_ROLES.map((role) => (
              <th scope="col" key={role} className="collaborators__role">
                {roleLabel(role)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('apps.colActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = edited[row.id] ?? row.role;
            const items = rowMenuItems(row, viewer);
            const who = row.name || row.email || t('apps.notAvailable');
            return (
              <tr key={`${row.kind}-${row.id}`}>
                <td>
                  <span className="collaborators__name">{who}</span>
                  {row.name && <span className="collaborators__email">{row.email || t('apps.notAvailable')}</span>}
                  {row.kind === 'invitation' && <span className="badge badge--warning">{t('apps.invitationPending')}</span>}
                  {row.developerId === viewerId && <span className="badge badge--info">{t('apps.you')}</span>}
                </td>
                {APP_ROLES.map((role) => (
                  <td key={role} className="collaborators__role">
                    <input
                      type="radio"
                      name={`role-${row.kind}-${row.id}`}
                      aria-label={t('apps.roleFor', { role: roleLabel(role), who })}
                      checked={current === role}
                      disabled={!radioEnabled(row, viewer, role)}
                      onChange={() => setEdited((prev) => ({ ...prev, [row.id]: role }))}
                    />
                  </td>
                ))}
                <td className="collaborators__menu">
                  {items.length > 0 && <RowMenu who={who} items={items} onPick={(item) => setPending({ item, row })} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
      {adding && <AddUserModal appId={app.id} onClose={() => setAdding(false)} onAdded={refresh} />}
      {details && <PermissionDetailsModal onClose={() => setDetails(false)} />}
      {pending && (
        <Modal
          title={t(MENU_KEYS[pending.item])}
          size="small"
          busy={act.isPending}
          onClose={() => setPending(null)}
          footer={
            <>
              <Button variant="secondary" disabled={act.isPending} onClick={() => setPending(null)}>
                {t('apps.cancel')}
              </Button>
              <Button
                variant={pending.item === 'cancelInvite' ? 'primary' : 'destructive'}
                disabled={act.isPending}
                onClick={() => act.mutate(pending)}
              >
                {t(MENU_KEYS[pending.item])}
              </Button>
            </>
          }
        >
          {act.isError && <ErrorBanner error={act.error} />}
          <p>{t(`${MENU_KEYS[pending.item]}Confirm`, { who: pending.row.name || pending.row.email })}</p>
        </Modal>
      )}
    </div>
  );
}

function RowMenu({ who, items, onPick }: { who: string; items: RowMenuItem[]; onPick(item: RowMenuItem): void }) {
  const { rootRef, buttonRef, onKeyDown, buttonProps, menuProps, close } = useDropdown();
  return (
    <div className="dropdown dropdown--end" ref={rootRef} onKeyDown={onKeyDown}>
      <Button size="small" variant="ghost" aria-label={t('apps.actionsFor', { who })} ref={buttonRef} {...buttonProps}>
        ⋯
      </Button>
      <div className="dropdown__menu" {...menuProps}>
        {items.map((item) => (
          <button
            key={item}
            type="button"
            role="menuitem"
            className="dropdown__item dropdown__item--button"
            onClick={() => {
              close();
              onPick(item);
            }}
          >
            {t(MENU_KEYS[item])}
          </button>
        ))}
      </div>
    </div>
  );
}

function AddUserModal({ appId, onClose, onAdded }: { appId: string; onClose(): void; onAdded(): Promise<void> }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AppRole>('developer');
  const [touched, setTouched] = useState(false);
  const invite = useMutation({
    mutationFn: () => inviteCollaborator(appId, email.trim(), role),
    onSuccess: async () => {
      showToast(t('apps.invitationSent', { email: email.trim() }));
      onClose();
      await onAdded();
    },
  });
  const emailErrors = touched && email.trim() === '' ? [t('apps.emailRequired')] : [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim() !== '') invite.mutate();
  };
  return (
    <Modal
      title={t('apps.addUser')}
      size="small"
      busy={invite.isPending}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" disabled={invite.isPending} onClick={onClose}>
            {t('apps.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={invite.isPending}>
            {t('apps.addUserSubmit')}
          </Button>
        </>
      }
    >
      {invite.isError && <ErrorBanner error={invite.error} />}
      <form id={`${id}-form`} className="form" onSubmit={onSubmit} noValidate aria-label={t('apps.addUser')}>
        <Field
          label={t('apps.email')}
          type="email"
          required
          errors={emailErrors}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <fieldset className="fieldset">
          <legend className="field__label">{t('apps.role')}</legend>
          {INVITABLE_ROLES.map((r) => (
            <label key={r} className="checkbox">
              <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} />
              {roleLabel(r)}
            </label>
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}

function PermissionDetailsModal({ onClose }: { onClose(): void }) {
  return (
    <Modal title={t('apps.permissionDetails')} onClose={onClose}>
      <table className="table table--compact permission-matrix">
        <thead>
          <tr>
            <th scope="col">{t('apps.permission')}</th>
            {APP_ROLES.map((role) => (
              <th scope="col" key={role}>
                {roleLabel(role)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_MATRIX.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {APP_ROLES.map((role) => (
                <td key={role}>
                  {row.roles.includes(role) ? (
                    <span className="yes" aria-label={t('apps.allowed')}>
                      ✓
                    </span>
                  ) : (
                    <span className="no" aria-label={t('apps.notAllowed')}>
                      —
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
