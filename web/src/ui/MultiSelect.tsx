import { useEffect, useId, useRef, useState } from 'react';
import { RequiredMark } from './RequiredMark';
import './MultiSelect.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface MultiSelectProps {
  /** The control's visible label. */
  label: string;
  selected: readonly SelectOption[];
  onChange(selected: SelectOption[]): void;
  /** The options matching what the user typed (already debounced by the caller if it fetches). */
  options: readonly SelectOption[];
  onSearch(search: string): void;
  searchPlaceholder: string;
  /** "Remove {label}" for a chosen value's button. */
  removeLabel(option: SelectOption): string;
  emptyText: string;
  loading?: boolean;
  /** Marks the control as required: an asterisk by the label, and `aria-required` on the search box. */
  required?: boolean;
}

/**
 * A multi-select with searchable options: the chosen values as removable chips, the search box
 * opening a list of checkboxes (native controls, so keyboard and screen readers work as usual).
 */
export function MultiSelect({
  label,
  selected,
  onChange,
  options,
  onSearch,
  searchPlaceholder,
  removeLabel,
  emptyText,
  loading,
  required = false,
}: MultiSelectProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // A click outside or Escape closes the options.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const chosen = new Set(selected.map((o) => o.value));
  const toggle = (option: SelectOption) =>
    onChange(chosen.has(option.value) ? selected.filter((o) => o.value !== option.value) : [...selected, option]);

  const labelElement = (
    <label htmlFor={`${id}-search`} className="multi-select__label">
      {label}
    </label>
  );

  return (
    <div className="multi-select" ref={rootRef}>
      {required ? (
        <div className="field__label-row">
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {selected.length > 0 && (
        <ul className="multi-select__chips" aria-label={label}>
          {selected.map((option) => (
            <li key={option.value} className="multi-select__chip">
              <span>{option.label}</span>
              <button type="button" className="multi-select__remove" aria-label={removeLabel(option)} onClick={() => toggle(option)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-search`}
        type="search"
        className="input multi-select__search"
        placeholder={searchPlaceholder}
        autoComplete="off"
        aria-required={required || undefined}
        aria-controls={open ? `${id}-options` : undefined}
        value={search}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setSearch(e.target.value);
          setOpen(true);
          onSearch(e.target.value);
        }}
      />
      {open && (
        <fieldset id={`${id}-options`} className="multi-select__options" aria-busy={loading}>
          <legend className="visually-hidden">{label}</legend>
          {options.length === 0 ? (
            <p className="multi-select__empty">{emptyText}</p>
          ) : (
            options.map((option) => (
              <label key={option.value} className="multi-select__option">
                <input type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option)} />
                <span>{option.label}</span>
              </label>
            ))
          )}
        </fieldset>
      )}
    </div>
  );
}
