import { ValidationError } from '@portal/decider';
import type { App } from '../apps/app.decider';
import { CONTENT_REQUIRED, contentFrom } from './manifest-input';

// Only the app's uid and names reach the content; the rest of the app does not matter here.
const app = { uid: 'uid-1', name: 'Crew Sync', internalName: 'Crew Sync' } as unknown as App;

const fieldsOf = (run: () => unknown): Record<string, string[]> => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.details.fields ?? {};
    throw error;
  }
  throw new Error('expected a ValidationError');
};

describe('the content of a new version', () => {
  it('says what to send when the request carries neither configured content nor a manifest', () => {
    expect(fieldsOf(() => contentFrom({}, app))).toEqual({ manifest: [CONTENT_REQUIRED] });
    expect(fieldsOf(() => contentFrom({ manifest: null }, app))).toEqual({ manifest: [CONTENT_REQUIRED] });
    expect(fieldsOf(() => contentFrom({ manifest: { content: null } }, app))).toEqual({ manifest: [CONTENT_REQUIRED] });
  });

  it('still calls content that does not parse invalid JSON', () => {
    expect(fieldsOf(() => contentFrom({ manifest: { content: '{bad' } }, app))).toEqual({
      manifest: ['Invalid JSON, could not parse manifest'],
    });
  });

  it('names an unknown schema version as the validator does', () => {
    expect(fieldsOf(() => contentFrom({ manifest: { content: { schema_version: '5', components: {} } } }, app))).toEqual({
      schema_version: ['Must be one of: 3, 4.1'],
    });
  });

  it('takes configured content when it is sent', () => {
    const made = contentFrom({ configured_manifest_content: { oauth: { enabled: true } } }, app);
    expect(made.fromBuilder).toBe(true);
    expect(made.schemaVersion).toBe('3');
  });
});
