import { Button, TableCard } from '../../ui';
import { templateLine, type MergedBucket } from './bucketModel';
import { t } from './i18n';

/**
 * View Buckets: one row per domain, client_id and company_id (the buckets of every environment merged), with
 * Actions, Bucket Criteria and Bucket Details.
 */
export function BucketsTable({
  rows,
  retrieved,
  busy,
  onEdit,
  onDelete,
  onDeleteEverywhere,
}: {
  rows: readonly MergedBucket[];
  /** False until a first retrieval: the empty text says how to get buckets. */
  retrieved: boolean;
  busy: boolean;
  onEdit(bucket: MergedBucket): void;
  onDelete(bucket: MergedBucket, server: string): void;
  /** Offered for a bucket on several environments (one confirm, one results modal instead of a delete each). */
  onDeleteEverywhere(bucket: MergedBucket): void;
}) {
  return (
    <TableCard busy={busy} tableClassName="quota-table" label={t('quota.view')}>
      <caption className="visually-hidden">{t('quota.view')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('quota.colActions')}</th>
          <th scope="col">{t('quota.colCriteria')}</th>
          <th scope="col">{t('quota.colDetails')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="table__empty">
              {retrieved ? t('quota.empty') : t('quota.emptyNotRetrieved')}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <td className="quota-table__actions">
                <Button
                  size="small"
                  variant="primary"
                  aria-label={t('quota.editLabel', { name: row.name })}
                  disabled={busy}
                  onClick={() => onEdit(row)}
                >
                  {t('quota.editButton')}
                </Button>
                {row.servers.map((server) => {
                  const name = row.byServer[server]?.name ?? row.name;
                  return (
                    <Button
                      key={server}
                      size="small"
                      variant="destructive"
                      aria-label={t('quota.deleteLabel', { name, server })}
                      disabled={busy}
                      onClick={() => onDelete(row, server)}
                    >
                      {t('quota.deleteButton', { server })}
                    </Button>
                  );
                })}
                {row.servers.length > 1 && (
                  <Button
                    size="small"
                    variant="destructive"
                    aria-label={t('quota.deleteAllLabel', { name: row.name })}
                    disabled={busy}
                    onClick={() => onDeleteEverywhere(row)}
                  >
                    {t('quota.deleteAllButton')}
                  </Button>
                )}
              </td>
              <td>
                <dl className="quota-criteria">
                  <dt>{t('quota.criteriaName')}</dt>
                  <dd>{row.name}</dd>
                  <dt>{t('quota.criteriaDomain')}</dt>
                  <dd className="mono">{row.domain}</dd>
                  <dt>{t('quota.criteriaClientId')}</dt>
                  <dd className="mono">{row.client_id}</dd>
                  <dt>{t('quota.criteriaCompanyId')}</dt>
                  <dd className="mono">{row.company_id}</dd>
                  <dt>{t('quota.criteriaEnvironments')}</dt>
                  <dd>{row.servers.join(', ')}</dd>
                </dl>
              </td>
              <td>
                {row.templateGroups.map((group) => (
                  <div key={group.servers.join(',')} className="quota-details">
                    {row.templateGroups.length > 1 && <p className="quota-details__servers">{group.servers.join(', ')}</p>}
                    <ul className="quota-details__templates">
                      {group.templates.map((template, i) => (
                        <li key={`${template.name}-${i}`}>{templateLine(template)}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </TableCard>
  );
}
