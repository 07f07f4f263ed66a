import { useId, type Dispatch, type SetStateAction } from 'react';
import { isBucketTemplateName } from '@portal/contracts/src/rules/quota';
import { Button, Field } from '../../ui';
import {
  BUCKET_NAME_MAX,
  BUCKET_TEMPLATE_NAMES,
  FILL_TYPES,
  needsClientIdConfirm,
  nextTemplate,
  type BucketForm,
  type ServerChoice,
  type TemplateForm,
} from './bucketModel';
import { t } from './i18n';

interface BucketFormFieldsProps {
  form: BucketForm;
  setForm: Dispatch<SetStateAction<BucketForm>>;
  /** Field messages from validateBucketForm (only those to show). */
  errors: Record<string, string[]>;
  /** The server select's options (one environment each, and "All environments"). */
  serverChoices: readonly ServerChoice[];
  disabled?: boolean;
}

/** The fields of a bucket (Add Bucket form and Edit Bucket modal): criteria, templates, target server. */
export function BucketFormFields({ form, setForm, errors, serverChoices, disabled = false }: BucketFormFieldsProps) {
  const serverId = useId();
  const set = <K extends keyof BucketForm>(key: K, value: BucketForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setTemplate = (index: number, patch: Partial<TemplateForm>) =>
    setForm((f) => ({ ...f, bucket_templates: f.bucket_templates.map((x, i) => (i === index ? { ...x, ...patch } : x)) }));
  const added = nextTemplate(form.bucket_templates);

  const changeClientId = (next: string) => {
    // Spec 1 §5: leaving * restricts the bucket to one client; cancelled, the field stays *.
    if (needsClientIdConfirm(form.client_id, next) && !window.confirm(t('quota.confirmClientId'))) {
      set('client_id', form.client_id);
      return;
    }
    set('client_id', next);
  };

  return (
    <>
      <div className="quota-form__grid">
        <Field
          label={t('quota.fieldName')}
          markRequired
          value={form.name}
          maxLength={BUCKET_NAME_MAX}
          disabled={disabled}
          hint={t('quota.fieldNameHint', { max: BUCKET_NAME_MAX })}
          errors={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <Field
          label={t('quota.fieldDomain')}
          markRequired
          value={form.domain}
          maxLength={200}
          disabled={disabled}
          hint={t('quota.fieldDomainHint')}
          errors={errors.domain}
          controlClassName="mono"
          onChange={(e) => set('domain', e.target.value)}
        />
        <Field
          label={t('quota.fieldClientId')}
          value={form.client_id}
          maxLength={200}
          disabled={disabled}
          hint={t('quota.wildcardHint')}
          controlClassName="mono"
          onChange={(e) => changeClientId(e.target.value)}
        />
        <Field
          label={t('quota.fieldCompanyId')}
          value={form.company_id}
          maxLength={200}
          disabled={disabled}
          hint={t('quota.wildcardHint')}
          controlClassName="mono"
          onChange={(e) => set('company_id', e.target.value)}
        />
      </div>

      <fieldset className="quota-form__templates">
        <legend>{t('quota.templates')}</legend>
        {errors.templates && (
          <p className="field__errors" role="alert">
            {errors.templates.join(' ')}
          </p>
        )}
        {form.bucket_templates.map((template, i) => (
          <TemplateFields
            key={i}
            index={i}
            template={template}
            errors={errors}
            disabled={disabled}
            onChange={(patch) => setTemplate(i, patch)}
            onRemove={() => setForm((f) => ({ ...f, bucket_templates: f.bucket_templates.filter((_, j) => j !== i) }))}
          />
        ))}
        <Button
          size="small"
          // A bucket holds a main and a spike template at most (spec 1 §3): with both, there is nothing to add.
          disabled={disabled || added === null}
          onClick={() => added && set('bucket_templates', [...form.bucket_templates, added])}
        >
          {t('quota.addTemplate')}
        </Button>
      </fieldset>

      <div className="field quota-form__server">
        <label className="field__label" htmlFor={serverId}>
          {t('quota.server')}
        </label>
        <select id={serverId} className="input" value={form.server} disabled={disabled} onChange={(e) => set('server', e.target.value)}>
          {serverChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function TemplateFields({
  index,
  template,
  errors,
  disabled,
  onChange,
  onRemove,
}: {
  index: number;
  template: TemplateForm;
  errors: Record<string, string[]>;
  disabled: boolean;
  onChange(patch: Partial<TemplateForm>): void;
  onRemove(): void;
}) {
  const fillTypeId = useId();
  const n = index + 1;
  const key = (field: string) => `bucket_templates.${index}.${field}`;
  return (
    <fieldset className="quota-template">
      <legend>{t('quota.template', { n })}</legend>
      <div className="quota-template__fields">
        <Field label={t('quota.templateName')} markRequired errors={errors[key('name')]}>
          {(control) => (
            <select {...control} value={template.name} disabled={disabled} onChange={(e) => onChange({ name: e.target.value })}>
              {/* A name saved before names were checked stays shown (and the form says what is wrong with it). */}
              {[...BUCKET_TEMPLATE_NAMES, ...(isBucketTemplateName(template.name) ? [] : [template.name])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field">
          <label className="field__label" htmlFor={fillTypeId}>
            {t('quota.fillType')}
          </label>
          <select
            id={fillTypeId}
            className="input"
            value={template.fill_type}
            disabled={disabled}
            onChange={(e) => onChange({ fill_type: e.target.value })}
          >
            {FILL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`quota.fillType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('quota.intervalMs')}
          markRequired
          value={template.interval_ms}
          inputMode="numeric"
          disabled={disabled}
          errors={errors[key('interval_ms')]}
          onChange={(e) => onChange({ interval_ms: e.target.value })}
        />
        <Field
          label={t('quota.limit')}
          markRequired
          value={template.limit}
          inputMode="numeric"
          disabled={disabled}
          errors={errors[key('limit')]}
          onChange={(e) => onChange({ limit: e.target.value })}
        />
        <Button
          variant="ghost"
          size="small"
          className="quota-template__remove"
          disabled={disabled}
          aria-label={t('quota.removeTemplate', { n })}
          onClick={onRemove}
        >
          {t('quota.removeTemplateText')}
        </Button>
      </div>
    </fieldset>
  );
}
