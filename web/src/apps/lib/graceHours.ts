/** A rotation's grace period, as identity takes it (`grace_hours`, a whole number of hours from 1 to 168). */
export const MIN_GRACE_HOURS = 1;
export const MAX_GRACE_HOURS = 168;

/**
 * The hours typed in the Rotate dialog, or null when identity would refuse them: the dialog then says why under the
 * field (in identity's words) rather than only disabling "Rotate secret".
 */
export function graceHoursOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= MIN_GRACE_HOURS && value <= MAX_GRACE_HOURS ? value : null;
}
