import { useId } from 'react';
import { FieldErrors } from './Field';

/** A checkbox with its label, a hint and server messages beside the box. */
export function CheckField({
  label,
  checked,
  disabled,
  onChange,
  hint,
  errors,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
  hint: string;
  errors: readonly string[];
}) {
  const id = useId();
  return (
    <div className={`check-field${disabled ? ' check-field--disabled' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="check-field__input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
      />
      <div>
        <label htmlFor={id} className="check-field__label">
          {label}
        </label>
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
        {errors.length > 0 && <FieldErrors id={`${id}-error`} errors={errors} />}
      </div>
    </div>
  );
}
