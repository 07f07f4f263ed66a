import { useId, useState, type ReactNode } from 'react';
import { Field, FieldErrors, RequiredMark } from '../ui';
import { MultiSelect, type SelectOption } from '../ui/MultiSelect';
import { t } from './i18n';
import { unlistedOf } from './listingForm';

// Small controls of the editor built on the shared ones (Field, MultiSelect): text areas, yes/no
// questions, a searchable picker and the admin view's changed marker.

/** The admin view's "Changed" marker beside a label (the value differs from the published listing). */
export function Changed({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="listing-changed" title={t('listing.changedHint')}>
      {t('listing.changed')}
    </span>
  );
}

/** A field wrapper that carries the changed marker next to its label. */
export function Marked({ changed, children }: { changed: boolean; children: ReactNode }) {
  return (
    <div className={`listing-field${changed ? ' listing-field--changed' : ''}`}>
      <Changed show={changed} />
      {children}
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  errors,
  disabled,
  hint,
  required = false,
  type = 'text',
  changed = false,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: readonly string[];
  disabled: boolean;
  hint?: ReactNode;
  required?: boolean;
  type?: string;
  changed?: boolean;
  /** The server's limit of a text the spec leaves unbounded (TEXT_BOUNDS, contracts' listing rules); the spec's own limits show a message instead. */
  maxLength?: number;
}) {
  return (
    <Marked changed={changed}>
      <Field
        label={label}
        type={type}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        markRequired={required}
        hint={hint}
        errors={errors}
        onChange={(e) => onChange(e.target.value)}
      />
    </Marked>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  errors,
  disabled,
  hint,
  required = false,
  rows = 4,
  changed = false,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: readonly string[];
  disabled: boolean;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
  changed?: boolean;
  /** As TextField's. */
  maxLength?: number;
}) {
  return (
    <Marked changed={changed}>
      <Field label={label} markRequired={required} hint={hint} errors={errors} controlClassName="textarea">
        {(control) => (
          <textarea
            {...control}
            rows={rows}
            value={value}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
    </Marked>
  );
}

/** A required yes/no question: two radios in a fieldset (null until answered). */
export function YesNo({
  label,
  value,
  onChange,
  errors = [],
  disabled,
  changed = false,
}: {
  label: string;
  value: boolean | null;
  onChange(value: boolean): void;
  errors?: readonly string[];
  disabled: boolean;
  changed?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={`listing-yesno${errors.length > 0 ? ' listing-yesno--invalid' : ''}`} disabled={disabled}>
      <legend className="field__label">
        {label} <RequiredMark /> <Changed show={changed} />
      </legend>
      <div className="listing-yesno__options">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className="listing-radio">
            <input type="radio" name={name} required checked={value === answer} onChange={() => onChange(answer)} />
            {answer ? t('listing.yes') : t('listing.no')}
          </label>
        ))}
      </div>
      {errors.length > 0 && <FieldErrors errors={errors} />}
    </fieldset>
  );
}

/** A searchable multi-select over a fixed list (categories, countries, standards, providers). */
export function Picker({
  label,
  options,
  value,
  onChange,
  errors = [],
  disabled,
  searchPlaceholder,
  hint,
  changed = false,
  required = false,
  nameOf = (id) => id,
}: {
  label: string;
  options: readonly SelectOption[];
  /** The name of an id the options no longer have (a country by its ISO code); the id itself by default. */
  nameOf?: (id: string) => string;
  value: readonly string[];
  onChange(ids: string[]): void;
  errors?: readonly string[];
  disabled: boolean;
  searchPlaceholder: string;
  hint?: string;
  changed?: boolean;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const byId = new Map(options.map((o) => [o.value, o]));
  // An id an admin removed from the list since the listing named it (it stays until unpicked); while the list loads, the bare id.
  const unlisted = new Set(unlistedOf(options.length > 0 ? [...byId.keys()] : undefined, value));
  const selected = value.map(
    (id) => byId.get(id) ?? { value: id, label: unlisted.has(id) ? t('listing.unlisted', { label: nameOf(id) }) : id },
  );
  const needle = search.trim().toLowerCase();
  const matching = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  // Marked and described like a text field (Field): aria-invalid, the red outline, the hint and messages linked.
  const id = useId();
  const invalid = errors.length > 0;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Marked changed={changed}>
      <fieldset className="listing-picker" disabled={disabled}>
        <MultiSelect
          label={label}
          selected={selected}
          options={matching}
          onSearch={setSearch}
          onChange={(next) => onChange(next.map((o) => o.value))}
          searchPlaceholder={searchPlaceholder}
          removeLabel={(o) => t('listing.remove', { label: o.label })}
          emptyText={t('listing.noMatches')}
          required={required}
          invalid={invalid}
          describedBy={describedBy}
        />
        {hint && (
          <div className="field__hint" id={`${id}-hint`}>
            {hint}
          </div>
        )}
        {invalid && <FieldErrors id={`${id}-error`} errors={errors} />}
      </fieldset>
    </Marked>
  );
}
