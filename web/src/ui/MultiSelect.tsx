import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { multiSelectKey } from './multiSelectKeys';
import { RequiredMark } from './RequiredMark';
import './MultiSelect.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface MultiSelectProps {
  /** The control's visible label (it also names the list of options). */
  label: string;
  selected: readonly SelectOption[];
  onChange(selected: SelectOption[]): void;
  /** The options matching what the user typed (already debounced by the caller if it fetches). */
  options: readonly SelectOption[];
  onSearch(search: string): void;
  searchPlaceholder: string;
  /** "Remove {label}" for a chosen value's button. */
  removeLabel(option: SelectOption): string;
  /** Shown in place of the options when none match. */
  emptyText: string;
  /** The caller is fetching options: the list is busy, and `loadingText` shows while none are listed. */
  loading?: boolean;
  loadingText?: string;
  /** The number of options found, announced to screen readers as it changes ("3 developers found"); none: `emptyText`. */
  resultsText?(count: number): string;
  /** The name of the list of chosen values (the label by default). */
  chosenLabel?: string;
  /** Marks the control as required: an asterisk by the label, and `aria-required` on the text box. */
  required?: boolean;
  /** The caller shows messages for it: the text box is `aria-invalid` with the text fields' red outline (`input--invalid`). */
  invalid?: boolean;
  /** Ids of the caller's hint and messages that describe the text box (as Field links its control's). */
  describedBy?: string;
}

/**
 * A multi-select with searchable options, as the WAI-ARIA combobox pattern (list autocomplete): the chosen values as
 * removable chips, and one tab stop, the text box, whose keys (multiSelectKey) move an active option through a
 * multi-selectable listbox (aria-activedescendant: focus stays in the box, so typing goes on) and pick or unpick it.
 * The text typed is a search, never a value: picking an option or closing the list empties it (left there, it read as
 * an entered value), and the option just picked stays active in the whole list, so the keys go on from it.
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
  loading = false,
  loadingText = emptyText,
  resultsText,
  chosenLabel = label,
  required = false,
  invalid = false,
  describedBy,
}: MultiSelectProps) {
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // The active option is an index into these options. New options start with none active (another search), unless
  // they still hold the option just picked (`value`): the search emptied by the pick lists every option.
  const optionsKey = options.map((o) => o.value).join('\n');
  const [active, setActive] = useState<{ key: string; index: number; value?: string }>({ key: optionsKey, index: -1 });
  const activeIndex =
    active.key === optionsKey ? active.index : active.value === undefined ? -1 : options.findIndex((o) => o.value === active.value);
  const chosen = new Set(selected.map((o) => o.value));
  const clearSearch = () => {
    if (search === '') return;
    setSearch('');
    onSearch('');
  };
  const toggle = (option: SelectOption, index: number) => {
    onChange(chosen.has(option.value) ? selected.filter((o) => o.value !== option.value) : [...selected, option]);
    setActive({ key: optionsKey, index, value: option.value });
    clearSearch();
  };
  const close = () => {
    setOpen(false);
    clearSearch();
  };

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, open, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = multiSelectKey(event, { open, active: activeIndex, count: options.length, empty: search === '' });
    if (!move) return;
    // Also keeps Escape from closing a dialog around the box, and Enter from submitting a form.
    event.preventDefault();
    if ('toggle' in move) toggle(options[move.toggle]!, move.toggle);
    else if ('close' in move) close();
    else {
      setOpen(true);
      setActive({ key: optionsKey, index: move.active });
    }
  };

  const listShown = open && options.length > 0;
  const labelElement = (
    <label htmlFor={`${id}-input`} className="multi-select__label">
      {label}
    </label>
  );
  return (
    <div className="multi-select">
      {required ? (
        <div className="field__label-row">
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {selected.length > 0 && (
        <ul className="multi-select__chips" aria-label={chosenLabel}>
          {selected.map((option) => (
            <li key={option.value} className="multi-select__chip">
              <span>{option.label}</span>
              <button
                type="button"
                className="multi-select__remove"
                aria-label={removeLabel(option)}
                onClick={() => {
                  onChange(selected.filter((o) => o.value !== option.value));
                  // The button goes with its chip: focus goes back to the box.
                  inputRef.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        className={`input multi-select__search${invalid ? ' input--invalid' : ''}`}
        placeholder={searchPlaceholder}
        autoComplete="off"
        aria-autocomplete="list"
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={search}
        onClick={() => setOpen(true)}
        // Focus leaving the box (Tab, a click elsewhere, a chip's button) closes the list; options keep it there.
        onBlur={close}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
          // Typing is a new search: the option picked last no longer follows into its options.
          setActive(({ key, index }) => ({ key, index }));
          onSearch(event.target.value);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        aria-busy={loading || undefined}
        className="multi-select__options"
        hidden={!listShown}
        // Focus stays in the text box, where the keys work: neither Tab (Chrome makes a scrolling list a tab stop) nor
        // a click (on an option or the scroll bar) takes it to the list.
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
      >
        {listShown &&
          options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={chosen.has(option.value)}
              className={`multi-select__option${index === activeIndex ? ' multi-select__option--active' : ''}`}
              onClick={() => {
                // A fieldset disabled around the box (a form saving) disables its options too.
                if (inputRef.current?.matches(':disabled')) return;
                toggle(option, index);
              }}
            >
              <span className="multi-select__check" aria-hidden="true">
                {chosen.has(option.value) ? '✓' : ''}
              </span>
              {option.label}
            </li>
          ))}
      </ul>
      {open && options.length === 0 && (
        <p className="multi-select__options multi-select__empty" onMouseDown={(event) => event.preventDefault()}>
          {loading ? loadingText : emptyText}
        </p>
      )}
      <span role="status" className="visually-hidden">
        {!open || loading ? '' : options.length === 0 ? emptyText : (resultsText?.(options.length) ?? '')}
      </span>
    </div>
  );
}
