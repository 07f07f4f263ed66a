import { Button, Modal } from '../../ui';
import type { EnvironmentResult } from './bucketModel';
import { t } from './i18n';

/** Submission Results / Retrieval Results: per environment Success or Failed, with what happened. */
export function ResultsModal({
  title,
  results,
  successText,
  onClose,
}: {
  title: string;
  results: readonly EnvironmentResult[];
  /** The line of a successful environment ("Successfully submitted", "Retrieved N bucket(s)"). */
  successText(result: EnvironmentResult): string;
  onClose(): void;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('quota.close')}
        </Button>
      }
    >
      <table className="table table--compact quota-results" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('quota.colEnvironment')}</th>
            <th scope="col">{t('quota.colResult')}</th>
            <th scope="col">{t('quota.colMessage')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.server}>
              <th scope="row">{result.server}</th>
              <td>
                <span className={`quota-result quota-result--${result.ok ? 'ok' : 'failed'}`}>
                  {result.ok ? t('quota.success') : t('quota.failed')}
                </span>
              </td>
              <td>{result.ok ? successText(result) : result.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
