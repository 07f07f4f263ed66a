import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Messages shown under the field (client rule or server `fields` messages). */
  errors?: readonly string[];
  hint?: ReactNode;
  /** Renders a custom input (e.g. the password input) with the wired-up props. */
  render?: (props: InputHTMLAttributes<HTMLInputElement> & { id: string }) => ReactNode;
}

/** A labelled input with its messages linked through aria-describedby. */
export function FormField({ label, name, errors = [], hint, render, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', errors.length > 0 ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    ...input,
    id,
    name,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': describedBy,
    className: `input${errors.length > 0 ? ' input--invalid' : ''}`,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {render ? render(inputProps) : <input {...inputProps} />}
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {errors.length > 0 && (
        <ul className="field__errors" id={errorId}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
