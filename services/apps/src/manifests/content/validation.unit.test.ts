import { BAD_MANIFESTS } from './bad-manifests.fixture';
import { isValidUrl, MESSAGES, validateManifest, type ValidationContext } from './index';

const context: ValidationContext = { environment: 'sandbox', edition: 'standard', allowEmpty: false };

describe('validateManifest: one crafted bad manifest per message', () => {
  it.each(BAD_MANIFESTS.map((c) => [c.name, c] as const))('%s', (_name, badCase) => {
    const errors = validateManifest(badCase.content, { ...context, ...badCase.context });
    expect(errors).toContainEqual({ message: badCase.message, pointer: badCase.pointer });
  });

  it('covers every message of spec section 5', () => {
    const messages = new Set(BAD_MANIFESTS.map((c) => c.message));
    for (const message of [MESSAGES.required, MESSAGES.viewRequired, MESSAGES.validUrl, MESSAGES.postInstallation, MESSAGES.wholeManifest])
      expect(messages).toContain(message);
  });
});

describe('validateManifest: what passes', () => {
  it('allows an empty manifest when an empty save is allowed', () => {
    expect(validateManifest({ schema_version: '3', components: {} }, { ...context, allowEmpty: true })).toEqual([]);
  });

  it('accepts content given as a string of JSON', () => {
    const content = { components: { oauth: { instances: [], user_level: true } } };
    expect(validateManifest(JSON.stringify(content), context)).toEqual([]);
  });

  it('accepts a sidepanel in the standard edition and all three post-installation fields', () => {
    const content = {
      schema_version: '3',
      components: { iframe: { instances: [{ type: 'sidepanel', source_url: 'https://example.com', views: ['projects.home'] }] } },
      post_installation_instruction: { notes: 'n', page: { label: 'l', url: 'https://example.com/setup' } },
    };
    expect(validateManifest(content, context)).toEqual([]);
  });

  it('keeps the rule message where the schema flags the same value', () => {
    const errors = validateManifest({ schema_version: '9', components: { oauth: { user_level: true } } }, context);
    expect(errors).toEqual([{ message: 'Must be one of: 3, 4.1', pointer: '/schema_version' }]);
  });

  it('Given components on https, on http://localhost and with dotted or slashed views, When validated, Then they pass', () => {
    const content = {
      schema_version: '3',
      components: {
        iframe: {
          instances: [
            {
              type: 'sidepanel',
              source_url: 'http://localhost:3000/panel',
              views: ['projects.rfis.detail', 'company/home', 'change_events-list'],
            },
            { type: 'fullscreen', source_url: 'https://app.example.com/full' },
          ],
        },
      },
    };
    expect(validateManifest(content, context)).toEqual([]);
  });

  it('Given an http component URL and a made-up view, When validated, Then each error points at its field', () => {
    const content = {
      schema_version: '3',
      components: {
        iframe: { instances: [{ type: 'sidepanel', source_url: 'http://insecure.example.com/panel', views: ['not a view!!'] }] },
      },
    };
    expect(validateManifest(content, context)).toEqual([
      { message: 'Must use https (http is only allowed for localhost)', pointer: '/components/iframe/instances/0/source_url' },
      {
        message:
          '"not a view!!" is not a view path: use letters, digits, "_" and "-", in parts joined by "." or "/" (e.g. projects.rfis.detail)',
        pointer: '/components/iframe/instances/0/views/0',
      },
    ]);
  });

  it('accepts http(s) URLs only', () => {
    expect(isValidUrl('https://example.com/a?b=c')).toBe(true);
    expect(isValidUrl('http://localhost:3000')).toBe(true);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('example.com')).toBe(false);
  });
});
