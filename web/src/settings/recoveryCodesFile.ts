import { t } from './i18n';

/** The file the Settings page offers with new recovery codes. */
export const RECOVERY_CODES_FILE_NAME = 'portal-recovery-codes.txt';

/**
 * The text of the recovery codes file: what the codes are for, whose they are, when they were made, then one code a
 * line (lines end with CRLF, so every editor shows them as lines).
 */
export function recoveryCodesText(
  codes: readonly string[],
  { account, origin, date }: { account: string; origin: string; date: Date },
): string {
  return [
    t('settings.recoveryFileTitle'),
    t('settings.recoveryFileAccount', { account }),
    t('settings.recoveryFilePortal', { origin }),
    t('settings.recoveryFileCreated', { date: date.toISOString().slice(0, 10) }),
    '',
    t('settings.recoveryFileUse'),
    t('settings.recoveryFileKeep'),
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/** Saves `text` as a download named `fileName` (a Blob URL: nothing leaves the browser). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: the browser reads the URL after click() returns, and a slow save dialog later still.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
