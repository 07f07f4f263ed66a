import { useState } from 'react';
import { t } from '../i18n';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { AdminDeveloperApp } from '../../apps/api/types';
import { ErrorBanner, Field, Modal } from '../../ui';
import { useChangeOwnerMutation, useOwnerOptionsQuery } from './adminAppsQuery';

/** Change Owner: pick any registered developer by e-mail. */
export function ChangeOwnerModal({
  app,
  onClose,
  onChanged,
}: {
  app: AdminDeveloperApp;
  onClose(): void;
  onChanged(app: AdminDeveloperApp): void;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const options = useOwnerOptionsQuery(debounced);
  const change = useChangeOwnerMutation(app.id, { onSuccess: onChanged });
  return (
    <Modal
      title={t('adminApps.changeOwner')}
      busy={change.isPending}
      onClose={onClose}
      action={{ label: t('adminApps.changeOwnerSubmit'), disabled: !picked, onClick: () => picked && change.mutate(picked) }}
    >
      {change.isError && <ErrorBanner error={change.error} title={t('adminApps.couldNotSave')} />}
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
                    <label className={`option-list__item${picked === option.id ? ' option-list__item--picked' : ''}`}>
                      <input
                        type="radio"
                        name="new-owner"
                        value={option.id}
                        checked={picked === option.id}
                        disabled={current}
                        onChange={() => setPicked(option.id)}
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
