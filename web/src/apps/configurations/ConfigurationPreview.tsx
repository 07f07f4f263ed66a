import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { t } from '../i18n';
import type { Parameter } from './builder';
import { previewValidator } from './previewValidator';

/** The JSON Schema an installer's form is drawn from: each parameter a string, titled by its name. */
export function previewSchema(parameters: readonly Parameter[]): RJSFSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.key, { type: 'string', title: p.name || p.key, description: p.description }])),
    required: parameters.filter((p) => p.required).map((p) => p.key),
  };
}

const UI_SCHEMA: UiSchema = {
  'ui:submitButtonOptions': { submitText: t('config.previewCheck'), props: { className: 'button button--secondary button--small' } },
};

/**
 * What an installer will fill in: the component's `user_configuration.schema` drawn and validated
 * by react-jsonschema-form (loaded with this module only, when a component form opens).
 */
export function ConfigurationPreview({ parameters }: { parameters: readonly Parameter[] }) {
  const schema = useMemo(() => previewSchema(parameters), [parameters]);
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const [checked, setChecked] = useState(false);
  if (parameters.length === 0) return <p className="muted">{t('config.previewEmpty')}</p>;
  return (
    <div className="config-preview" data-testid="configuration-preview">
      <Form<Record<string, unknown> | undefined>
        schema={schema}
        uiSchema={UI_SCHEMA}
        validator={previewValidator}
        formData={formData}
        liveValidate={checked}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => setFormData(event.formData ?? {})}
        onSubmit={() => setChecked(true)}
        onError={() => setChecked(true)}
        idPrefix="config-preview"
      />
      {checked && previewValidator.isValid(schema, formData, schema) && <p className="config-preview__ok">{t('config.previewValid')}</p>}
    </div>
  );
}
