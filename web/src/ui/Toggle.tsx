import { useId } from 'react';

/** An on/off switch (`role="switch"`) with its label; for settings that apply at once or a form's yes/no field. */
export function Toggle({
  label,
  checked,
  onChange,
  disabled = false,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={`toggle${disabled ? ' toggle--disabled' : ''}`}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className={`toggle__switch${checked ? ' toggle__switch--on' : ''}`}
        onClick={() => onChange(!checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-labelledby={`${id}-label`}
      >
        <span className="toggle__knob" aria-hidden="true" />
      </button>
      <label id={`${id}-label`} htmlFor={id} className="toggle__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="toggle__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
