import { useSectionInView } from '../lib/useSectionInView';
import { t } from './i18n';

/** The Settings page's cards, in page order: their ids are the anchors links (and e-mails) open. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'settings.profileHeading' },
  { id: 'sign-in-email', label: 'settings.signInEmailHeading' },
  { id: 'email-notifications', label: 'settings.emailHeading' },
  { id: 'password', label: 'settings.passwordHeading' },
  { id: 'two-step-verification', label: 'settings.twoFactorHeading' },
  { id: 'sessions', label: 'settings.sessionsHeading' },
  { id: 'security-log', label: 'securityLog.heading' },
] as const;

const SECTION_IDS = SETTINGS_SECTIONS.map((s) => s.id);

/** Links to each card of the long Settings page; beside the cards on a wide screen, above them on a narrow one. */
export function SettingsNav() {
  const current = useSectionInView(SECTION_IDS);
  return (
    <nav className="settings-nav" aria-label={t('settings.sectionsNav')}>
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={current === section.id ? 'true' : undefined}>
              {t(section.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
