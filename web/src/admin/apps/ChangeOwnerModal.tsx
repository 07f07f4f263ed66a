import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { AdminDeveloperApp } from '../../apps/api/types';
import { Button, ErrorBanner, Field, Modal } from '../../ui';
import { useChangeOwnerMutation, useOwnerOptionsQuery } from './adminAppsQuery';

/**
 * Change Owner: pick any registered developer by e-mail, then confirm what the change does (the apps service makes
 * the former owner an admin of the app) before it is made: the change used to happen on the first click.
 */
export function ChangeOwnerModal({
  app,
  onClose,
  onChanged,
}: {
  app: AdminDeveloperApp;
  onClose(): void;
  /** The changed app, and the e-mail of its new owner as picked (for the toast). */
  onChanged(app: AdminDeveloperApp, ownerEmail: string): void;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; email: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The step's button that had focus goes away with it: focus the next step's choice, not the page.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const radioId = useId();
  const pickedId = picked?.id;
  const stepped = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (stepped.current && pickedId) document.getElementById(`${radioId}-${pickedId}`)?.focus();
    stepped.current = true;
  }, [confirming, pickedId, radioId]);
  const debounced = useDebouncedValue(search.trim(), 300);
  const options = useOwnerOptionsQuery(debounced);
  const change = useChangeOwnerMutation(app.id, { onSuccess: (changed) => onChanged(changed, picked?.email ?? changed.owner.email ?? '') });
  if (confirming && picked) {
    return (
      <Modal
        title={t('adminApps.changeOwner')}
        busy={change.isPending}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" disabled={change.isPending} onClick={() => setConfirming(false)}>
              {t('adminApps.changeOwnerBack')}
            </Button>
            <Button ref={confirmRef} variant="primary" disabled={change.isPending} onClick={() => change.mutate(picked.id)}>
              {t('adminApps.changeOwnerSubmit')}
            </Button>
          </>
        }
      >
        {change.isError && <ErrorBanner error={change.error} title={t('adminApps.couldNotSave')} />}
        <p>
          {t('adminApps.changeOwnerConfirm', {
            email: picked.email,
            app: app.internal_name,
            current: app.owner.email ?? t('adminApps.changeOwnerCurrentUnknown'),
          })}
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      title={t('adminApps.changeOwner')}
      onClose={onClose}
      action={{ label: t('adminApps.changeOwnerContinue'), disabled: !picked, onClick: () => picked && setConfirming(true) }}
    >
      <p>{t('adminApps.currentOwner', { email: app.owner.email ?? t('apps.notAvailable') })}</p>
      <Field
        label={t('adminApps.newOwner')}
        type="search"
        placeholder={t('adminApps.ownerSearchPlaceholder')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPicked(null);
        }}
      />
      {options.isError && <ErrorBanner error={options.error} retry={options} />}
      {/* The developer search can take seconds on a large directory: say that it is running. */}
      {debounced && options.isFetching && !options.data && (
        <p className="muted" role="status">
          {t('adminApps.searchingOwners')}
        </p>
      )}
      {/* A radio group, not buttons inside listbox options: one control per developer, no nested interactive elements. */}
      {debounced && options.data && (
        <fieldset className="option-picker">
          <legend className="visually-hidden">{t('adminApps.ownerOptions')}</legend>
          {options.data.length === 0 ? (
            <p className="muted">{t('adminApps.noOwnerOptions')}</p>
          ) : (
            <ul className="option-list">
              {options.data.map((option) => {
                // Picking the owner the app already has changed nothing and still said "App Updated!".
                const current = option.id === app.owner.id;
                return (
                  <li key={option.id}>
                    <label className={`option-list__item${picked?.id === option.id ? ' option-list__item--picked' : ''}`}>
                      <input
                        type="radio"
                        id={`${radioId}-${option.id}`}
                        name="new-owner"
                        value={option.id}
                        checked={picked?.id === option.id}
                        disabled={current}
                        onChange={() => setPicked({ id: option.id, email: option.email })}
                      />
                      {current ? t('adminApps.currentOwnerOption', { email: option.email }) : option.email}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      )}
    </Modal>
  );
}
