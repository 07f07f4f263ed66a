import { t } from '../i18n';

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  two_factor_enabled: boolean;
}

/**
 * The question before a save grants the Admin role: it names the person, and says what makes the grant riskier
 * (an address nobody proved is theirs, an account one stolen password away from every admin page).
 */
export function grantAdminConfirmText(person: Person): string {
  const name = `${person.first_name} ${person.last_name}`.trim() || person.email;
  const lines = [t('adminDeveloper.grantAdminConfirm', { name, email: person.email })];
  if (!person.email_confirmed) lines.push(t('adminDeveloper.grantAdminUnconfirmed'));
  if (!person.two_factor_enabled) lines.push(t('adminDeveloper.grantAdminNoTwoFactor'));
  return lines.join('\n\n');
}
