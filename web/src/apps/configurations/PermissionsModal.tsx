import { useState } from 'react';
import { ErrorBanner, Modal, Spinner } from '../../ui';
import { t } from '../i18n';
import { PERMISSION_LEVELS, type PermissionLevel, type Permissions, type PermissionScope } from './builder';
import { LEVEL_IDS, useToolsQuery } from './configurationsApi';

const LEVEL_LABEL_KEYS: Record<PermissionLevel, string> = {
  none: 'config.levelNone',
  readonly: 'config.levelReadonly',
  standard: 'config.levelStandard',
  admin: 'config.levelAdmin',
};

export const levelLabel = (level: PermissionLevel) => t(LEVEL_LABEL_KEYS[level]);

/** Edit permissions: the component type (company or project) and a tool-by-level grid. */
export function PermissionsModal({
  permissions,
  onSave,
  onClose,
}: {
  permissions: Permissions;
  onSave(permissions: Permissions): void;
  onClose(): void;
}) {
  const tools = useToolsQuery();
  const [scope, setScope] = useState<PermissionScope>('company');
  const [draft, setDraft] = useState<Permissions>(permissions);
  const levels = draft[scope];
  const set = (tool: string, level: PermissionLevel) => {
    const next = { ...levels };
    if (level === 'none') delete next[tool];
    else next[tool] = level;
    setDraft({ ...draft, [scope]: next });
  };
  return (
    <Modal
      title={t('config.permissionsTitle')}
      size="large"
      onClose={onClose}
      action={{ label: t('config.permissionsSave'), onClick: () => onSave(draft) }}
    >
      <div className="field">
        <label className="field__label" htmlFor="config-permission-scope">
          {t('config.permissionScope')}
        </label>
        <select id="config-permission-scope" className="input" value={scope} onChange={(e) => setScope(e.target.value as PermissionScope)}>
          <option value="company">{t('config.scopeCompany')}</option>
          <option value="project">{t('config.scopeProject')}</option>
        </select>
      </div>
      {tools.isPending ? (
        <Spinner />
      ) : tools.error ? (
        <ErrorBanner error={tools.error} />
      ) : (
        <div className="table-scroll config-grid">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{t('config.tool')}</th>
                {PERMISSION_LEVELS.map((level) => (
                  <th scope="col" key={level}>
                    {levelLabel(level)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tools.data.map((tool) => (
                <tr key={tool.name}>
                  <th scope="row">{tool.friendly_name}</th>
                  {PERMISSION_LEVELS.map((level) => (
                    <td key={level}>
                      <input
                        type="radio"
                        name={`${scope}-${tool.name}`}
                        aria-label={`${tool.friendly_name}: ${levelLabel(level)}`}
                        checked={(levels[tool.name] ?? 'none') === level}
                        disabled={tool.disabled_uals.includes(LEVEL_IDS[level])}
                        onChange={() => set(tool.name, level)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
