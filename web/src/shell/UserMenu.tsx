import { Link } from 'react-router';
import type { Me } from '../api/types';
import { displayName, initialsOf } from '../identity/userDisplay';
import { t } from '../i18n';
import { SETTINGS_URL } from '../notifications/paths';
import { ChevronDownIcon, useDropdown } from '../ui';
import { useSignOutMutation } from './useSignOutMutation';

export function UserMenu({ me }: { me: Me }) {
  const { rootRef, buttonRef, onKeyDown, buttonProps, menuProps, close } = useDropdown();
  const signOut = useSignOutMutation();
  const name = displayName(me);
  return (
    <div className="dropdown dropdown--end" ref={rootRef} onKeyDown={onKeyDown}>
      <button className="user-toggle" aria-label={t('nav.userMenu', { name })} ref={buttonRef} {...buttonProps}>
        <span className="avatar" aria-hidden="true">
          {initialsOf(me)}
        </span>
        <span className="user-toggle__name">{name}</span>
        <ChevronDownIcon />
      </button>
      <div className="dropdown__menu dropdown__menu--user" {...menuProps}>
        <div className="user-card" role="none">
          <span className="user-card__name">{name}</span>
          <span className="user-card__email">{me.email}</span>
        </div>
        <Link role="menuitem" className="dropdown__item" to={SETTINGS_URL} onClick={close}>
          {t('nav.settings')}
        </Link>
        <button
          type="button"
          role="menuitem"
          className="dropdown__item dropdown__item--button"
          disabled={signOut.isPending}
          onClick={() => signOut.signOut()}
        >
          {t('nav.signOut')}
        </button>
      </div>
    </div>
  );
}
