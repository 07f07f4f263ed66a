import { useState } from 'react';
import { SortableHeader } from '../../ui';
import { nextSort } from '../../lib/sortCycle';
import { t } from '../i18n';
import { cellDisabled, LEVELS, sortTools, type Level, type ScopeLevels, type ToolInfo } from './grid';
import { levelText } from './levelText';

/**
 * The tool × level grid of one scope (None / Read-Only / Standard / Admin): a cell is disabled when
 * the tool does not allow that level; sortable by tool or by level. Reused by the Configuration
 * Builder's edit-permissions modal.
 */
export function PermissionGrid({
  tools,
  levels,
  name,
  onChange,
}: {
  tools: readonly ToolInfo[];
  levels: ScopeLevels;
  /** Radio group prefix (unique per grid on the page). */
  name: string;
  onChange(levels: ScopeLevels): void;
}) {
  const [sort, setSort] = useState<string | undefined>('tool');
  const set = (tool: string, level: Level) => {
    const next = { ...levels };
    if (level === 'none') delete next[tool];
    else next[tool] = level;
    onChange(next);
  };
  return (
    <div className="table-scroll permission-grid">
      <table className="table table--compact">
        <thead>
          <tr>
            <SortableHeader field="tool" label={t('perm.tool')} sort={sort} onSort={(field) => setSort(nextSort(sort, field))} />
            <SortableHeader field="level" label={t('perm.level')} sort={sort} onSort={(field) => setSort(nextSort(sort, field))} />
            {LEVELS.map((level) => (
              <th scope="col" key={level}>
                {levelText(level)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sortTools(tools, levels, sort).map((tool) => {
            const current = levels[tool.name] ?? 'none';
            return (
              <tr key={tool.name}>
                <th scope="row">{tool.friendly_name}</th>
                <td>{levelText(current)}</td>
                {LEVELS.map((level) => (
                  <td key={level}>
                    <input
                      type="radio"
                      name={`${name}-${tool.name}`}
                      aria-label={`${tool.friendly_name}: ${levelText(level)}`}
                      checked={current === level}
                      disabled={cellDisabled(tool, level)}
                      onChange={() => set(tool.name, level)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
