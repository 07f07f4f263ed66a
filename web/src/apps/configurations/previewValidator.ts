import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidationData, type ValidatorType } from '@rjsf/utils';
import { MESSAGES } from './builder';

// react-jsonschema-form's validator for the configuration preview. The ajv validator compiles
// schemas with `new Function`, which the page's Content-Security-Policy (`script-src 'self'`, no
// 'unsafe-eval') forbids; a configuration schema is flat (string properties and a required list),
// so this checks exactly that, with the spec's "This field is required".

type FormData = Record<string, unknown> | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function configurationErrors(schema: RJSFSchema, formData: FormData): RJSFValidationError[] {
  const errors: RJSFValidationError[] = [];
  const data = isObject(formData) ? formData : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const key of Array.isArray(schema.required) ? schema.required : []) {
    const value = data[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      errors.push({
        name: 'required',
        property: `.${key}`,
        message: MESSAGES.required,
        params: { missingProperty: key },
        stack: `${key}: ${MESSAGES.required}`,
        schemaPath: '#/required',
      });
    }
  }
  for (const [key, value] of Object.entries(data)) {
    const property = properties[key];
    if (value !== undefined && isObject(property) && property.type === 'string' && typeof value !== 'string') {
      errors.push({
        name: 'type',
        property: `.${key}`,
        message: 'Must be text',
        params: { type: 'string' },
        stack: `${key}: Must be text`,
        schemaPath: `#/properties/${key}/type`,
      });
    }
  }
  return errors;
}

export const previewValidator: ValidatorType<FormData> = {
  validateFormData(formData, schema, customValidate, transformErrors) {
    let errors = configurationErrors(schema, formData);
    if (transformErrors) errors = transformErrors(errors);
    const result: ValidationData<FormData> = { errors, errorSchema: toErrorSchema<FormData>(errors) };
    return result;
  },
  isValid: (schema, formData) => configurationErrors(schema, formData).length === 0,
  rawValidation: (schema, formData) => ({ errors: configurationErrors(schema, formData) as never[] }),
};
