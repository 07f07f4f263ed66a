import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon } from './icons';

/** A password input that reveals its value while hovered (spec: password fields reveal on hover). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [hovered, setHovered] = useState(false);
  return (
    <div
      className={`password-input${hovered ? ' password-input--revealed' : ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <input {...props} type={hovered ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <span className="password-input__eye" aria-hidden="true">
        <EyeIcon />
      </span>
    </div>
  );
}
