import { Link } from 'react-router';
import { config } from '../app/config';
import { t } from '../i18n';
import { ChevronDownIcon, ExternalIcon, useDropdown } from '../ui';

export const REST_API_OVERVIEW_PATH = '/reference/rest/docs/rest-api-overview';
export const CHANGELOG_PATH = '/reference/changelog';

/** The Reference dropdown: Rest API, the API changelog, and the partner developer site outside the restricted edition. */
export function ReferenceMenu({ restricted }: { restricted: boolean }) {
  const { rootRef, buttonRef, onKeyDown, buttonProps, menuProps, close } = useDropdown();
  return (
    <div className="dropdown" ref={rootRef} onKeyDown={onKeyDown}>
      <button className="nav-link dropdown__toggle" ref={buttonRef} {...buttonProps}>
        {t('nav.reference')}
        <ChevronDownIcon />
      </button>
      <ul className="dropdown__menu" {...menuProps}>
        <li role="none">
          <Link role="menuitem" className="dropdown__item" to={REST_API_OVERVIEW_PATH} onClick={close}>
            {t('nav.restApi')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" className="dropdown__item" to={CHANGELOG_PATH} onClick={close}>
            {t('nav.changelog')}
          </Link>
        </li>
        {!restricted && (
          <li role="none">
            <a
              role="menuitem"
              className="dropdown__item"
              href={config.partnerSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              {t('nav.partnerSite')}
              <ExternalIcon />
              <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
