import { ErrorBanner, Spinner } from '../../ui';
import { t } from './i18n';
import { useDiffQuery, useManifestToolsQuery } from '../manifests/manifestsApi';
import { toolLabel } from '../permissions/grid';
import { levelText } from '../permissions/levelText';
import { changeLines } from './diffView';

const OP_KEYS = { added: 'versions.diffAdded', removed: 'versions.diffRemoved', changed: 'versions.diffChanged' } as const;

/** What changed from `against` to `id`; permission increases are flagged first. `compact` shows only those. */
export function DiffPanel({ id, against, compact = false }: { id: string; against: string | undefined; compact?: boolean }) {
  const diff = useDiffQuery(id, against);
  // Tools are named as the permission grid names them ("Action Plans"); the key while the list loads.
  const tools = useManifestToolsQuery();
  if (!against) return null;
  if (diff.isPending) return <Spinner />;
  if (diff.error) return <ErrorBanner error={diff.error} retry={diff} />;
  const increases = diff.data.permission_increases;
  const lines = changeLines(diff.data);
  return (
    <div className="version-diff">
      <h3 className="field__label">{t('versions.diffIncreases')}</h3>
      {increases.length === 0 ? (
        <p className="muted">{t('versions.diffNoIncreases')}</p>
      ) : (
        <ul className="version-diff__increases" role="list" aria-label={t('versions.diffIncreases')}>
          {increases.map((inc) => (
            <li key={`${inc.scope}:${inc.tool}`} className="version-diff__increase">
              <span className="badge badge--warning">!</span>{' '}
              {t('versions.diffIncrease', {
                scope: t(`perm.${inc.scope}`),
                tool: toolLabel(tools.data, inc.tool),
                from: levelText(inc.from),
                to: levelText(inc.to),
              })}
            </li>
          ))}
        </ul>
      )}
      {!compact &&
        (lines.length === 0 ? (
          <p className="muted">{t('versions.diffNone')}</p>
        ) : (
          <table className="table table--compact version-diff__table">
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.pointer}:${line.op}`}>
                  <td>
                    <code>{line.pointer}</code>
                  </td>
                  <td>{t(OP_KEYS[line.op])}</td>
                  <td>
                    <code>{line.before}</code>
                  </td>
                  <td>
                    <code>{line.after}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
