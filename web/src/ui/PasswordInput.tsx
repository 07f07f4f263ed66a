import { useState, type InputHTMLAttributes } from 'react';
import { t } from '../i18n';
import { EyeIcon } from './icons';

/**
 * A password input that reveals its value while a mouse hovers it (spec: password fields reveal on
 * hover), and through its eye button for keyboard and touch users: a real button, focusable, with its state
 * announced (aria-pressed), so revealing never depends on a mouse.
 */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [hovered, setHovered] = useState(false);
  const [shown, setShown] = useState(false);
  const revealed = hovered || shown;
  return (
    <div
      className={`password-input${revealed ? ' password-input--revealed' : ''}`}
      // A mouse only: a phone sends hover events for a tap, which would show the password while it is typed.
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
    >
      <input {...props} type={revealed ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="password-input__eye"
        aria-label={t('ui.showPassword')}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
      >
        <EyeIcon />
      </button>
    </div>
  );
}
