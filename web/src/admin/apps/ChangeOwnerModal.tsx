import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t } from '../../i18n';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { AdminDeveloperApp } from '../../apps/api/types';
import { ErrorBanner } from '../../apps/ui/ErrorBanner';
import { Modal } from '../../apps/ui/Modal';
import { changeOwner, searchOwners } from './adminAppsApi';

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
  const id = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const options = useQuery({
    queryKey: ['admin', 'owner-options', debounced],
    queryFn: ({ signal }) => searchOwners(debounced, signal),
    enabled: debounced.length > 0,
  });
  const change = useMutation({ mutationFn: (developerId: string) => changeOwner(app.id, developerId), onSuccess: onChanged });
  return (
    <Modal
      title={t('adminApps.changeOwner')}
      busy={change.isPending}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" disabled={change.isPending} onClick={onClose}>
            {t('apps.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!picked || change.isPending}
            onClick={() => picked && change.mutate(picked)}
          >
            {t('adminApps.changeOwnerSubmit')}
          </button>
        </>
      }
    >
      {change.isError && <ErrorBanner error={change.error} title={t('adminApps.couldNotSave')} />}
      <p>{t('adminApps.currentOwner', { email: app.owner.email ?? t('apps.notAvailable') })}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t('adminApps.newOwner')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="input"
          placeholder={t('adminApps.ownerSearchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPicked(null);
          }}
        />
      </div>
      {options.isError && <ErrorBanner error={options.error} />}
      {/* The developer search can take seconds on a large directory: say that it is running. */}
      {debounced && options.isFetching && !options.data && (
        <p className="muted" role="status">
          {t('adminApps.searchingOwners')}
        </p>
      )}
      {debounced && options.data && (
        <ul className="option-list" role="listbox" aria-label={t('adminApps.ownerOptions')}>
          {options.data.length === 0 && <li className="muted">{t('adminApps.noOwnerOptions')}</li>}
          {options.data.map((option) => (
            <li key={option.id} role="option" aria-selected={picked === option.id}>
              <button
                type="button"
                className={`option-list__item${picked === option.id ? ' option-list__item--picked' : ''}`}
                onClick={() => setPicked(option.id)}
              >
                {option.email}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
