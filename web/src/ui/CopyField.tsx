import { t } from '../i18n';
import { CopyButton } from './CopyButton';
import { Field } from './Field';

/**
 * A read-only value with its copy button (client ids, secrets, sandbox facts); the whole value is
 * selected on focus. Without a value it shows `emptyText` and nothing to copy.
 */
export function CopyField({
  label,
  value,
  copyLabel = t('ui.copyLabel', { label }),
  emptyText = '',
}: {
  label: string;
  value: string | null | undefined;
  copyLabel?: string;
  emptyText?: string;
}) {
  return (
    <Field
      label={label}
      controlClassName="mono"
      readOnly
      value={value ?? emptyText}
      onFocus={(e) => e.target.select()}
      addon={value ? <CopyButton value={value} label={copyLabel} /> : null}
    />
  );
}
