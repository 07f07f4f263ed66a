import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../i18n';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../ui';
import { MultiSelect, type SelectOption } from '../../ui/MultiSelect';
import { adminDeveloperQueryOptions } from '../developers/developerEditQuery';
import { fetchListPage } from './adminListQuery';
import { isUuid } from './listUrlSpec';

/** Labels of owners chosen on this page (the URL keeps only their ids). */
const labels = new Map<string, string>();

/** Owners named by id only (a link, a reload) are looked up, a few at a time at most. */
const MAX_LOOKED_UP = 20;

/**
 * The created-by / user filter: developers found by `GET /api/v1/admin/developers?search=`,
 * labelled by e-mail, in a keyboard-operable combobox; `value` and `onChange` carry their ids.
 */
export function OwnerFilter({ label, value, onChange }: { label: string; value: readonly string[]; onChange(ids: string[]): void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const options = useQuery({
    queryKey: ['admin', 'owner-options', debounced],
    queryFn: async ({ signal }) =>
      (await fetchListPage<{ id: string; email: string | null }>('/api/v1/admin/developers', { search: debounced }, 50, signal)).rows,
    staleTime: 30_000,
  });
  const found: SelectOption[] = (options.data ?? []).map((d) => ({ value: d.id, label: d.email ?? d.id }));
  for (const option of found) labels.set(option.value, option.label);
  const unknown = value.filter((id) => !labels.has(id) && isUuid(id)).slice(0, MAX_LOOKED_UP);
  const lookedUp = useQueries({ queries: unknown.map((id) => ({ ...adminDeveloperQueryOptions(id), staleTime: 60_000, retry: false })) });
  for (const { data } of lookedUp) if (data) labels.set(data.developer.id, data.developer.email);
  return (
    <MultiSelect
      label={label}
      chosenLabel={t('adminLists.chosen', { label })}
      selected={value.map((id) => ({ value: id, label: labels.get(id) ?? id }))}
      onChange={(selected) => onChange(selected.map((o) => o.value))}
      options={found}
      onSearch={setSearch}
      loading={options.isFetching}
      loadingText={t('adminLists.searching')}
      resultsText={(count) => t(count === 1 ? 'adminLists.optionFound' : 'adminLists.optionsFound', { count })}
      searchPlaceholder={t('adminLists.ownerSearch')}
      removeLabel={(o) => t('adminLists.removeOwner', { email: o.label })}
      emptyText={options.isError ? t('ui.errorOccurred') : t('adminLists.noOwners')}
    />
  );
}
