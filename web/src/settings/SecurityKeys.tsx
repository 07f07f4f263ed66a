import { useId, useRef, useState, type FormEvent } from 'react';
import { formErrorsOf } from '../identity/serverFields';
import { browserSupportsWebAuthn } from '../identity/securityKeyCeremony';
import { Button, ErrorBanner, Field, Modal, Spinner } from '../ui';
import { CurrentPasswordField } from './CurrentPasswordField';
import { t } from './i18n';
import { securityKeyFacts } from './securityKeyFacts';
import {
  MAX_SECURITY_KEYS,
  useAddSecurityKeyMutation,
  useRemoveSecurityKeyMutation,
  useSecurityKeysQuery,
  type SecurityKey,
} from './securityKeysQuery';

const ADD_FIELDS = ['name', 'currentPassword', 'credential'] as const;
const NAME_MAX = 50;

/**
 * Security keys and passkeys in the two-step verification card (it is on): the list, adding one (a name, the current
 * password and a touch of the key), removing one. `onAnnounce` speaks the outcome in the card's status line.
 */
export function SecurityKeys({ onAnnounce }: { onAnnounce(message: string): void }) {
  const id = useId();
  const query = useSecurityKeysQuery(true);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SecurityKey | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const supported = browserSupportsWebAuthn();
  const keys = query.data ?? [];
  const full = keys.length >= MAX_SECURITY_KEYS;

  let list;
  if (query.isPending) list = <Spinner />;
  else if (query.isError) list = <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} retry={query} />;
  else if (keys.length === 0) list = <p className="field__hint">{t('settings.securityKeysNone')}</p>;
  else {
    list = (
      <ul className="session-list" aria-labelledby={`${id}-heading`}>
        {keys.map((key) => (
          <li key={key.id} className="session-list__item">
            <div className="session-list__what">
              <p className="session-list__device">{key.name}</p>
              <p className="field__hint">{securityKeyFacts(key)}</p>
            </div>
            <Button
              variant="secondary"
              size="small"
              onClick={() => setRemoving(key)}
              aria-label={t('settings.securityKeyRemoveOne', { name: key.name })}
            >
              {t('settings.securityKeyRemove')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  let addArea = null;
  if (!supported) addArea = <p className="field__hint">{t('securityKey.unsupportedBrowser')}</p>;
  else if (adding) {
    addArea = (
      <AddSecurityKeyForm
        onCancel={() => {
          setAdding(false);
          requestAnimationFrame(() => addButton.current?.focus());
        }}
        onAdded={(key) => {
          setAdding(false);
          onAnnounce(t('settings.securityKeyAddedStatus', { name: key.name }));
          requestAnimationFrame(() => headingRef.current?.focus());
        }}
      />
    );
  } else if (full) addArea = <p className="field__hint">{t('settings.securityKeysFull', { max: MAX_SECURITY_KEYS })}</p>;
  else if (query.isSuccess) {
    addArea = (
      <div className="form__actions">
        <Button ref={addButton} onClick={() => setAdding(true)}>
          {t('settings.securityKeyAdd')}
        </Button>
      </div>
    );
  }

  return (
    <section className="security-keys" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="security-keys__heading">
        {t('settings.securityKeysHeading')}
      </h3>
      <p>{t('settings.securityKeysLead')}</p>
      {list}
      {addArea}
      {removing && (
        <RemoveSecurityKeyDialog
          securityKey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            onAnnounce(t('settings.securityKeyRemovedStatus', { name: removing.name }));
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      )}
    </section>
  );
}

function AddSecurityKeyForm({ onAdded, onCancel }: { onAdded(key: SecurityKey): void; onCancel(): void }) {
  const [name, setName] = useState('');
  const [current, setCurrent] = useState('');
  const add = useAddSecurityKeyMutation();
  const { fields, banner } = formErrorsOf(add.error, ADD_FIELDS);
  const messages = [...banner, ...(fields.credential ?? [])];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate({ name: name.trim(), currentPassword: current }, { onSuccess: onAdded });
  };

  return (
    <form className="form security-keys__form" noValidate onSubmit={onSubmit} aria-label={t('settings.securityKeyAdd')}>
      {messages.length > 0 && <ErrorBanner title={null} messages={messages} />}
      <Field
        label={t('settings.securityKeyName')}
        name="name"
        placeholder={t('settings.securityKeyNamePlaceholder')}
        hint={t('settings.securityKeyNameHint')}
        autoComplete="off"
        autoFocus
        required
        maxLength={NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        errors={fields.name ?? []}
      />
      <CurrentPasswordField value={current} onChange={setCurrent} errors={fields.currentPassword ?? []} />
      <p className="field__hint">{t('settings.securityKeyTouchHint')}</p>
      <div className="form__actions">
        <Button variant="primary" type="submit" disabled={add.isPending || !name.trim() || !current}>
          {add.isPending ? t('settings.securityKeyWaiting') : t('settings.securityKeyAddSubmit')}
        </Button>
        <Button onClick={onCancel} disabled={add.isPending}>
          {t('ui.cancel')}
        </Button>
      </div>
    </form>
  );
}

function RemoveSecurityKeyDialog({ securityKey, onClose, onRemoved }: { securityKey: SecurityKey; onClose(): void; onRemoved(): void }) {
  const remove = useRemoveSecurityKeyMutation();
  return (
    <Modal
      title={t('settings.securityKeyRemoveTitle')}
      size="small"
      busy={remove.isPending}
      error={remove.error}
      onClose={onClose}
      action={{
        label: remove.isPending ? t('settings.securityKeyRemoving') : t('settings.securityKeyRemoveConfirm'),
        variant: 'danger',
        disabled: remove.isPending,
        onClick: () => remove.mutate(securityKey.id, { onSuccess: onRemoved }),
      }}
    >
      <p>{t('settings.securityKeyRemoveLead', { name: securityKey.name })}</p>
    </Modal>
  );
}
