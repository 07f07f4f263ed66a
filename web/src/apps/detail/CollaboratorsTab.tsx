import { useId, useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../api/idempotencyKey';
import { formErrorsOf } from '../../identity/serverFields';
import { messages } from '../../identity/signUpValidation';
import { t } from '../i18n';
import { Button, ErrorBanner, Field, Modal, showToast, Spinner, TableCard, useDropdown, useUnsavedChanges } from '../../ui';
import { useCollaboratorsQuery, useInvitationsQuery } from '../api/appsApi';
import { useCollaboratorActionMutation, useInviteCollaboratorMutation, useUpdateCollaboratorRolesMutation } from '../api/appsMutations';
import type { DeveloperApp } from '../api/types';
import type { UiFlags } from '../lib/flags';
import { inviteEmailProblem } from '../lib/inviteEmail';
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
  // Role changes wait for Update permissions: leaving with some unsent asks first, like the other tabs' forms.
  useUnsavedChanges(changes.length > 0);

  const update = useUpdateCollaboratorRolesMutation(app.id, {
    onSuccess: () => {
      showToast(t('apps.permissionsUpdated'));
      setEdited({});
    },
  });

  const actionKeys = useIdempotencyKey();
  const act = useCollaboratorActionMutation(app.id, actionKeys, {
    onSuccess: (item) => {
      setPending(null);
      showToast(t(`${MENU_KEYS[item]}Done`));
      setEdited({});
    },
  });

  if (collaborators.isPending) return <Spinner />;
  if (collaborators.isError) return <ErrorBanner error={collaborators.error} retry={collaborators} />;

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
            <Button
              variant="secondary"
              disabled={changes.length === 0 || update.isPending}
              onClick={() => update.mutate(changes.map((c) => ({ id: c.id, role: c.role === 'admin' ? 'admin' : 'developer' })))}
            >
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
      {adding && <AddUserModal appId={app.id} onClose={() => setAdding(false)} onAdded={() => setEdited({})} />}
      {details && <PermissionDetailsModal onClose={() => setDetails(false)} />}
      {pending && (
        <Modal
          title={t(MENU_KEYS[pending.item])}
          size="small"
          busy={act.isPending}
          onClose={() => setPending(null)}
          error={act.error}
          action={{
            label: t(MENU_KEYS[pending.item]),
            variant: pending.item === 'cancelInvite' ? 'primary' : 'destructive',
            onClick: () => act.mutate({ item: pending.item, rowId: pending.row.id }),
          }}
        >
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

/** The form's one field of its own: server messages for it show under it, the rest in the dialog's banner. */
const ADD_USER_FIELDS = ['email'] as const;

function AddUserModal({ appId, onClose, onAdded }: { appId: string; onClose(): void; onAdded(): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AppRole>('developer');
  const [touched, setTouched] = useState(false);
  // The address the refused send carried: the server's words for it stay under the field until it is changed.
  const [sent, setSent] = useState<string | null>(null);
  const keys = useIdempotencyKey();
  const invite = useInviteCollaboratorMutation(appId, keys, {
    // The address as stored (lower case), as the list below shows it.
    onSuccess: (invitation) => {
      showToast(t('apps.invitationSent', { email: invitation.email }));
      onClose();
      onAdded();
    },
  });
  const problem = touched ? inviteEmailProblem(email) : null;
  const refusal = formErrorsOf(invite.error, ADD_USER_FIELDS);
  const emailErrors =
    problem === 'required'
      ? [t('apps.emailRequired')]
      : problem === 'invalid'
        ? [messages.email]
        : sent === email.trim()
          ? (refusal.fields.email ?? [])
          : [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // A new send starts clean: the last one's banner is about an address no longer there.
    invite.reset();
    if (inviteEmailProblem(email) !== null) return;
    setSent(email.trim());
    invite.mutate({ email: email.trim(), role });
  };
  return (
    <Modal
      title={t('apps.addUser')}
      size="small"
      busy={invite.isPending}
      onClose={onClose}
      error={refusal.banner.length > 0 ? invite.error : null}
      action={{ label: t('apps.addUserSubmit'), form: `${id}-form` }}
    >
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
                  {/* An aria-label on a plain span is not announced (it has no role): the words are hidden text. */}
                  {row.roles.includes(role) ? (
                    <>
                      <span className="yes" aria-hidden="true">
                        ✓
                      </span>
                      <span className="visually-hidden">{t('apps.allowed')}</span>
                    </>
                  ) : (
                    <>
                      <span className="no" aria-hidden="true">
                        —
                      </span>
                      <span className="visually-hidden">{t('apps.notAllowed')}</span>
                    </>
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
