import { useId, useState, type FormEvent } from 'react';
import { Field, FieldErrors, Modal } from '../../ui';
import { t } from '../i18n';
import { parameterError, type Parameter } from './builder';

const blank = (): Parameter => ({ key: '', name: '', description: '', required: false });

/** Add a configuration parameter (always a string): key, name, description and a required toggle. */
export function ParameterModal({
  existing,
  onAdd,
  onClose,
}: {
  existing: readonly Parameter[];
  onAdd(p: Parameter): void;
  onClose(): void;
}) {
  const formId = useId();
  const [parameter, setParameter] = useState<Parameter>(blank);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<Parameter[]>([]);
  const all = [...existing, ...added];
  const submit = (event: FormEvent, another: boolean) => {
    event.preventDefault();
    const problem = parameterError(parameter, all);
    setError(problem);
    if (problem) return;
    const clean = { ...parameter, key: parameter.key.trim(), name: parameter.name.trim(), description: parameter.description.trim() };
    onAdd(clean);
    if (another) {
      setAdded([...added, clean]);
      setParameter(blank());
    } else onClose();
  };
  const change = (patch: Partial<Parameter>) => setParameter({ ...parameter, ...patch });
  return (
    <Modal title={t('config.parameterTitle')} onClose={onClose} action={{ label: t('config.parameterAdd'), form: formId }}>
      <form id={formId} className="form" noValidate onSubmit={(e) => submit(e, false)}>
        {error && <FieldErrors errors={[error]} alert />}
        <Field
          label={t('config.parameterKey')}
          markRequired
          value={parameter.key}
          onChange={(e) => change({ key: e.target.value })}
          controlClassName="mono"
        />
        <Field label={t('config.parameterName')} markRequired value={parameter.name} onChange={(e) => change({ name: e.target.value })} />
        <Field
          label={t('config.parameterDescription')}
          markRequired
          value={parameter.description}
          onChange={(e) => change({ description: e.target.value })}
        />
        <label className="config-toggle">
          <input type="checkbox" checked={parameter.required} onChange={(e) => change({ required: e.target.checked })} />
          {t('config.parameterRequired')}
        </label>
        <p className="muted">{t('config.parameterType')}</p>
        <button type="button" className="button button--secondary button--small" onClick={(e) => submit(e, true)}>
          {t('config.parameterAddAnother')}
        </button>
      </form>
    </Modal>
  );
}
