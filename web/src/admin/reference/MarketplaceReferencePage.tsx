import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Breadcrumbs, Button, ErrorBanner, Field, Modal, showToast, Spinner, TableCard, useUnsavedChanges } from '../../ui';
import { moveBetweenTabs } from '../../ui/tabs';
import { t } from './i18n';
import { useReferenceListQuery, useSaveReferenceListMutation, type LoadedList } from './referenceApi';
import {
  COLUMNS,
  MAX_ITEMS,
  REFERENCE_KINDS,
  emptyRow,
  errorsByRow,
  isChanged,
  itemFromRow,
  rowFromItem,
  rowName,
  type Column,
  type ReferenceKind,
  type Row,
  type RowErrors,
} from './referenceModel';
import './reference.css';

const kindLabel = (kind: ReferenceKind) => t(`reference.kind.${kind}`);
const columnLabel = (kind: ReferenceKind, column: Column) =>
  kind === 'regions' && column === 'name' ? t('reference.col.regionName') : t(`reference.col.${column}`);

const NO_ERRORS: RowErrors = { cells: {}, list: [] };

/** /admin/marketplace_reference: the five lists the listing editor and the catalog pick from, one tab each. */
export function MarketplaceReferencePage() {
  useDocumentTitle(t('reference.title'));
  const [kind, setKind] = useState<ReferenceKind>('categories');
  const [dirty, setDirty] = useState(false);
  const tabRefs = useRef<Partial<Record<ReferenceKind, HTMLButtonElement | null>>>({});

  const choose = (next: ReferenceKind) => {
    if (next === kind) return;
    if (dirty && !window.confirm(t('reference.discardConfirm', { list: kindLabel(kind) }))) return;
    setDirty(false);
    setKind(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="page reference-page">
      <Breadcrumbs items={[{ label: t('admin.title'), to: '/admin' }, { label: t('reference.title') }]} />
      <header className="page-header">
        <h1>{t('reference.title')}</h1>
        <p className="page-header__lead">{t('reference.lead')}</p>
      </header>

      <div className="reference-tabs" role="tablist" aria-label={t('reference.tabs')}>
        {REFERENCE_KINDS.map((k) => (
          <button
            key={k}
            ref={(element) => {
              tabRefs.current[k] = element;
            }}
            type="button"
            role="tab"
            id={`reference-tab-${k}`}
            aria-selected={kind === k}
            aria-controls="reference-tabpanel"
            tabIndex={kind === k ? 0 : -1}
            className={`reference-tabs__tab${kind === k ? ' reference-tabs__tab--active' : ''}`}
            onClick={() => choose(k)}
            onKeyDown={moveBetweenTabs}
          >
            {kindLabel(k)}
          </button>
        ))}
      </div>

      <div id="reference-tabpanel" role="tabpanel" aria-labelledby={`reference-tab-${kind}`} className="reference-panel">
        <ReferenceTab key={kind} kind={kind} onDirtyChange={setDirty} />
      </div>
    </div>
  );
}

function ReferenceTab({ kind, onDirtyChange }: { kind: ReferenceKind; onDirtyChange(dirty: boolean): void }) {
  const query = useReferenceListQuery(kind);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorBanner error={query.error} fallback={t('reference.loadFailed')} retry={query} />;
  // A new version (saved here, or reloaded after a conflict) starts the table afresh.
  return (
    <ReferenceListEditor
      key={query.data.etag}
      kind={kind}
      loaded={query.data}
      reloading={query.isFetching}
      onReload={() => void query.refetch()}
      onDirtyChange={onDirtyChange}
    />
  );
}

interface EditorProps {
  kind: ReferenceKind;
  loaded: LoadedList;
  reloading: boolean;
  onReload(): void;
  onDirtyChange(dirty: boolean): void;
}

function ReferenceListEditor({ kind, loaded, reloading, onReload, onDirtyChange }: EditorProps) {
  const [initial] = useState(() => loaded.items.map(rowFromItem));
  const [rows, setRows] = useState<Row[]>(initial);
  const [errors, setErrors] = useState<RowErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState<{ row: Row; index: number } | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const save = useSaveReferenceListMutation(kind);
  const columns = COLUMNS[kind];
  const changed = isChanged(kind, rows, initial);
  useUnsavedChanges(changed);

  useEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // A row just added: its first cell takes the focus.
  useEffect(() => {
    if (!focusKey) return;
    document.querySelector<HTMLInputElement>(`[data-row="${focusKey}"] input`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const edit = (key: string, column: Column, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [column]: value } : row)));
    setErrors((current) => {
      if (!current.cells[key]?.[column]) return current;
      const cells = { ...current.cells, [key]: { ...current.cells[key], [column]: undefined } };
      return { ...current, cells };
    });
  };

  const addRow = () => {
    const row = emptyRow();
    setRows((current) => [...current, row]);
    setFocusKey(row.key);
  };

  const confirmRemove = () => {
    if (!removing) return;
    setRows((current) => current.filter((row) => row.key !== removing.row.key));
    setRemoving(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setConflict(false);
    setFailure(null);
    setErrors(NO_ERRORS);
    const sent = rows;
    try {
      await save.mutateAsync({ items: sent.map((row) => itemFromRow(kind, row)), etag: loaded.etag });
      showToast(t('reference.saved', { list: kindLabel(kind) }));
    } catch (error) {
      if (isApiError(error) && error.status === 412) setConflict(true);
      else if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0)
        setErrors(errorsByRow(error.fields, sent));
      else setFailure(error);
    }
  };

  const hints = [t('reference.idHint')];
  if (kind === 'regions') hints.push(t('reference.countryHint'));
  if (kind === 'security_standards') hints.push(t('reference.variantHint'));
  const invalid =
    errors.list.length > 0 || Object.values(errors.cells).some((cells) => Object.values(cells).some((m) => m && m.length > 0));

  return (
    <form className="reference-form" aria-label={kindLabel(kind)} onSubmit={(event) => void submit(event)} noValidate>
      {conflict && (
        <div className="alert alert--error reference-conflict" role="alert">
          <p>{t('reference.conflict')}</p>
          <Button size="small" disabled={reloading} onClick={onReload}>
            {t('reference.reload')}
          </Button>
        </div>
      )}
      {failure != null && <ErrorBanner error={failure} fallback={t('reference.saveFailed')} />}
      {invalid && <ErrorBanner title={t('reference.invalid')} messages={errors.list} />}

      {hints.map((hint) => (
        <p key={hint} className="muted reference-hint">
          {hint}
        </p>
      ))}

      <TableCard tableClassName="reference-table" label={kindLabel(kind)}>
        <caption className="visually-hidden">{kindLabel(kind)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`reference-table__${column}`}>
                {columnLabel(kind, column)}
              </th>
            ))}
            <th scope="col" className="reference-table__actions">
              <span className="visually-hidden">{t('reference.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="muted">
                {t('reference.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.key} data-row={row.key}>
                {columns.map((column) => (
                  <td key={column}>
                    <Field
                      label={t('reference.cellLabel', { column: columnLabel(kind, column), row: index + 1 })}
                      value={row[column]}
                      maxLength={column === 'country_codes' ? 2000 : column === 'id' ? 63 : 100}
                      spellCheck={column === 'id' || column === 'country_codes' ? false : undefined}
                      autoComplete="off"
                      controlClassName={column === 'id' || column === 'country_codes' ? 'mono' : undefined}
                      errors={errors.cells[row.key]?.[column] ?? []}
                      onChange={(event) => edit(row.key, column, event.target.value)}
                    />
                  </td>
                ))}
                <td className="reference-table__actions">
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('reference.removeLabel', { row: index + 1 })}
                    onClick={() => setRemoving({ row, index })}
                  >
                    {t('reference.remove')}
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableCard>

      <div className="reference-actions">
        <Button onClick={addRow} disabled={rows.length >= MAX_ITEMS}>
          {t('reference.addRow')}
        </Button>
        <span className="muted">{t('reference.count', { count: rows.length, max: MAX_ITEMS })}</span>
        {changed && <span className="reference-unsaved">{t('reference.unsaved')}</span>}
        <Button type="submit" variant="primary" disabled={!changed || save.isPending}>
          {save.isPending ? t('reference.saving') : t('reference.save')}
        </Button>
      </div>

      {removing && (
        <Modal
          title={t('reference.removeTitle')}
          size="small"
          onClose={() => setRemoving(null)}
          action={{ label: t('reference.remove'), variant: 'danger', onClick: confirmRemove }}
        >
          <p>
            {t('reference.removeText', {
              name: rowName(kind, removing.row) || t('reference.removeUnnamed', { row: removing.index + 1 }),
              list: kindLabel(kind),
            })}
          </p>
        </Modal>
      )}
    </form>
  );
}
