import { useState } from 'react';
import { Button, Field, LazyBoundary, Modal, lazyNamed } from '../../ui';
import { t } from '../i18n';
import { componentErrors, TYPE_LABEL_KEYS, type ComponentDraft, type ComponentErrors, type ComponentType } from './builder';
import { ParameterModal } from './ParameterModal';

// react-jsonschema-form arrives with the preview only, when a component form opens.
const ConfigurationPreview = lazyNamed(
  () => import('./ConfigurationPreview'),
  (m) => m.ConfigurationPreview,
);

/**
 * The add/edit component side panel (804 px): type, URL, views (side panels only), description and
 * the configuration parameters, with a live preview of the installer's form.
 */
export function ComponentModal({
  initial,
  types,
  onSave,
  onClose,
}: {
  initial: ComponentDraft | null;
  types: readonly ComponentType[];
  onSave(component: ComponentDraft): void;
  onClose(): void;
}) {
  const [type, setType] = useState<ComponentType | ''>(initial?.type ?? (types.length === 1 ? types[0]! : ''));
  const [url, setUrl] = useState(initial?.source_url ?? '');
  const [views, setViews] = useState((initial?.views ?? []).join('\n'));
  const [description, setDescription] = useState(initial?.description ?? '');
  const [parameters, setParameters] = useState(initial?.parameters ?? []);
  const [addingParameter, setAddingParameter] = useState(false);
  const [errors, setErrors] = useState<ComponentErrors | null>(null);

  const component = (): ComponentDraft => ({
    ...(initial?.name ? { name: initial.name } : {}),
    type: type as ComponentType,
    source_url: url.trim(),
    views: views
      .split(/[\n,]/)
      .map((v) => v.trim())
      .filter(Boolean),
    description,
    parameters,
  });
  const shown = errors ? componentErrors({ ...component(), type: type || undefined }) : {};
  const save = () => {
    const found = componentErrors({ ...component(), type: type || undefined });
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(component());
  };

  return (
    <Modal
      title={initial ? t('config.editComponent') : t('config.addComponent')}
      size="panel"
      onClose={onClose}
      action={{ label: t('config.saveComponent'), onClick: save }}
    >
      <div className="form">
        <Field label={t('config.componentType')} markRequired errors={shown.type ? [shown.type] : []}>
          {(control) => (
            <select {...control} value={type} onChange={(e) => setType(e.target.value as ComponentType | '')}>
              <option value="">{t('config.chooseType')}</option>
              {types.map((option) => (
                <option key={option} value={option}>
                  {t(TYPE_LABEL_KEYS[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('config.componentUrl')}
          markRequired
          type="url"
          value={url}
          placeholder="https://"
          onChange={(e) => setUrl(e.target.value)}
          errors={shown.source_url ? [shown.source_url] : []}
        />
        {type === 'sidepanel' && (
          <Field
            label={t('config.componentViews')}
            markRequired
            controlClassName="textarea mono"
            hint={t('config.componentViewsHint')}
            errors={shown.views ? [shown.views] : []}
          >
            {(control) => <textarea {...control} rows={3} value={views} onChange={(e) => setViews(e.target.value)} />}
          </Field>
        )}
        <Field label={t('config.componentDescription')} controlClassName="textarea">
          {(control) => <textarea {...control} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <section className="config-parameters" aria-labelledby="config-parameters-title">
          <div className="config-row">
            <h3 id="config-parameters-title">{t('config.parameters')}</h3>
            <Button size="small" onClick={() => setAddingParameter(true)}>
              {t('config.addParameter')}
            </Button>
          </div>
          {parameters.length === 0 ? (
            <p className="muted">{t('config.noParameters')}</p>
          ) : (
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('config.parameterKey')}</th>
                  <th scope="col">{t('config.parameterName')}</th>
                  <th scope="col">{t('config.parameterDescription')}</th>
                  <th scope="col">{t('config.parameterRequired')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('config.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((p) => (
                  <tr key={p.key}>
                    <td className="mono">{p.key}</td>
                    <td>{p.name}</td>
                    <td>{p.description}</td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('config.parameterRequiredFor', { key: p.key })}
                        checked={p.required}
                        onChange={(e) => setParameters(parameters.map((q) => (q.key === p.key ? { ...q, required: e.target.checked } : q)))}
                      />
                    </td>
                    <td>
                      <Button size="small" variant="ghost" onClick={() => setParameters(parameters.filter((q) => q.key !== p.key))}>
                        {t('config.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="config-parameters" aria-labelledby="config-preview-title">
          <h3 id="config-preview-title">{t('config.preview')}</h3>
          <p className="muted">{t('config.previewLead')}</p>
          <LazyBoundary>
            <ConfigurationPreview parameters={parameters} />
          </LazyBoundary>
        </section>
      </div>
      {addingParameter && (
        <ParameterModal
          existing={parameters}
          onAdd={(p) => setParameters((list) => [...list, p])}
          onClose={() => setAddingParameter(false)}
        />
      )}
    </Modal>
  );
}
