import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { RequiredMark } from './RequiredMark';

/** What a field hands its control: the id its label points at and the ARIA wiring of hint and errors. */
export interface FieldControlProps {
  id: string;
  className: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'>;

export interface FieldProps extends InputProps {
  label: string;
  /** Messages shown under the control (a client rule or the server's `fields` messages). */
  errors?: readonly string[];
  hint?: ReactNode;
  /** Shows `*` beside the label; the marker sits outside the label so the accessible name stays the label. */
  markRequired?: boolean;
  /** Extra classes of the control beside `input` (`mono`, `textarea`). */
  controlClassName?: string;
  /** Beside the control on the same row, e.g. a copy button; `null` keeps the row without one. */
  addon?: ReactNode;
  /**
   * A control other than a plain `<input>` (textarea, password input), given the wired-up props
   * and the input props passed to the field. Without it the field renders an `<input>` with both.
   */
  children?: (control: FieldControlProps, input: InputProps) => ReactNode;
}

/** The one labelled form field: label, control, hint and errors linked through aria-describedby. */
export function Field({ label, errors = [], hint, markRequired = false, controlClassName, addon, children, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = errors.length > 0;
  const required = input.required || markRequired || undefined;
  const control: FieldControlProps = {
    id,
    className: ['input', controlClassName, invalid && 'input--invalid'].filter(Boolean).join(' '),
    required,
    'aria-required': required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
  const rendered = children ? children(control, input) : <input {...input} {...control} />;
  return (
    <div className="field">
      {markRequired ? (
        <div className="field__label-row">
          <FieldLabel id={id} label={label} />
          <RequiredMark />
        </div>
      ) : (
        <FieldLabel id={id} label={label} />
      )}
      {addon !== undefined ? (
        <div className="input-row">
          {rendered}
          {addon}
        </div>
      ) : (
        rendered
      )}
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {invalid && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
}

function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  );
}

/** The messages under a control (also used by checkboxes, whose label follows the box). */
export function FieldErrors({ id, errors, alert = false }: { id?: string; errors: readonly string[]; alert?: boolean }) {
  return (
    <ul className="field__errors" id={id} role={alert ? 'alert' : undefined}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
