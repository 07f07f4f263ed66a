/**
 * The company the Install dialog starts with: the one on the user's profile (Settings), unless the app is already
 * installed for it, when "Install for another company" means another one and the field starts empty.
 */
export const suggestedCompany = (profileCompany: string | null | undefined, installedFor: readonly string[]): string => {
  const company = profileCompany?.trim() ?? '';
  if (!company) return '';
  const same = (other: string) => other.trim().localeCompare(company, undefined, { sensitivity: 'accent' }) === 0;
  return installedFor.some(same) ? '' : company;
};
