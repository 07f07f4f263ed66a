import { CopyButton, Field } from '../../ui';
import './ReviewedMeanwhile.css';

/**
 * A review dialog's body once the item was decided (or withdrawn) meanwhile: what happened, that the page shows it
 * now, and what the reviewer typed, unsent, to copy (nothing typed is silently lost). The caller's strings, so the
 * versions and the listing say "version" and "listing".
 */
export function ReviewedMeanwhile({
  message,
  refreshed,
  typed,
  typedLabel,
  copyLabel,
}: {
  message: string;
  refreshed: string;
  typed: string;
  typedLabel: string;
  copyLabel: string;
}) {
  return (
    <>
      <div className="callout callout--warning review-meanwhile" role="alert">
        <p className="review-meanwhile__title">{message}</p>
        <p>{refreshed}</p>
      </div>
      {typed.trim() !== '' && (
        <Field label={typedLabel} controlClassName="textarea" addon={<CopyButton value={typed} label={copyLabel} />}>
          {(control) => <textarea {...control} rows={5} value={typed} readOnly />}
        </Field>
      )}
    </>
  );
}
