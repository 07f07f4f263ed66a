import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SelectOption } from '../../ui';
import { t } from '../i18n';
import { comboboxMove } from './comboboxKeys';
import '../../ui/MultiSelect.css';
import './combobox.css';

interface MultiComboboxProps {
  label: string;
  selected: readonly SelectOption[];
  onChange(selected: SelectOption[]): void;
  /** The options matching what was typed (the caller fetches and debounces). */
  options: readonly SelectOption[];
  onSearch(search: string): void;
  searchPlaceholder: string;
  removeLabel(option: SelectOption): string;
  emptyText: string;
  loading?: boolean;
}

/**
 * A multi-select as the ARIA combobox pattern (list autocomplete): one tab stop, the text box, whose ArrowDown and
 * ArrowUp move through a listbox of options (aria-activedescendant; focus stays in the box, so typing goes on), Enter
 * picks or unpicks, Escape closes. The shared MultiSelect's options were ~50 checkboxes, each a tab stop.
 */
export function MultiCombobox(props: MultiComboboxProps) {
  const { label, selected, onChange, options, onSearch, searchPlaceholder, removeLabel, emptyText, loading = false } = props;
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // The active option is an index into these options: new options (another search) start with none active.
  const optionsKey = options.map((o) => o.value).join('\n');
  const [active, setActive] = useState({ key: optionsKey, index: -1 });
  const activeIndex = active.key === optionsKey ? active.index : -1;
  const chosen = new Set(selected.map((o) => o.value));
  const toggle = (option: SelectOption) =>
    onChange(chosen.has(option.value) ? selected.filter((o) => o.value !== option.value) : [...selected, option]);

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, open, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = comboboxMove(event.key, event.altKey, open, activeIndex, options.length);
    if (!move) return;
    event.preventDefault();
    if ('toggle' in move) toggle(options[move.toggle]!);
    else if ('close' in move) setOpen(false);
    else {
      setOpen(true);
      setActive({ key: optionsKey, index: move.active });
    }
  };

  const listShown = open && options.length > 0;
  return (
    <div
      className="multi-select combobox"
      ref={rootRef}
      // Focus leaving the widget (Tab, a click elsewhere) closes the list; a chip's remove button is still inside.
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="multi-select__label">
        {label}
      </label>
      {selected.length > 0 && (
        <ul className="multi-select__chips" aria-label={t('adminLists.chosen', { label })}>
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
        id={`${id}-input`}
        type="text"
        role="combobox"
        className="input multi-select__search"
        placeholder={searchPlaceholder}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={search}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
          onSearch(event.target.value);
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} aria-multiselectable="true" className="multi-select__options" hidden={!listShown}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={chosen.has(option.value)}
            className={`combobox__option${index === activeIndex ? ' combobox__option--active' : ''}`}
            // Keeps focus in the text box, where the keys work.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setActive({ key: optionsKey, index });
              toggle(option);
            }}
          >
            <span className="combobox__check" aria-hidden="true">
              {chosen.has(option.value) ? '✓' : ''}
            </span>
            {option.label}
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <p className="multi-select__empty combobox__empty">{loading ? t('adminLists.searching') : emptyText}</p>
      )}
      <span role="status" className="visually-hidden">
        {open && !loading ? t(options.length === 1 ? 'adminLists.optionFound' : 'adminLists.optionsFound', { count: options.length }) : ''}
      </span>
    </div>
  );
}
