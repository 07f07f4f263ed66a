import { t } from '../i18n';
import { Button } from './Button';
import { COPIED_TOAST_MS, showToast } from './toast';

/**
 * Copies `value` and shows the "Copied" toast for 2 s (spec §9), or `toastMs`; `text` replaces the
 * "Copy" caption, `title` is the hover text (e.g. the whole value when `text` shows part of it).
 */
export function CopyButton({
  value,
  label,
  toastMs = COPIED_TOAST_MS,
  text,
  title,
}: {
  value: string;
  label: string;
  toastMs?: number;
  text?: string;
  title?: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard refused (insecure origin): fall back to a selected hidden textarea.
      const area = document.createElement('textarea');
      area.value = value;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    showToast(t('ui.copied'), { variant: 'info', ms: toastMs });
  };
  return (
    <Button size="small" aria-label={label} title={title} onClick={() => void copy()}>
      {text ?? t('ui.copy')}
    </Button>
  );
}
