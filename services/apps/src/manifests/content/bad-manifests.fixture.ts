import { COMPONENT_URL_NOT_HTTPS, viewProblem } from '@portal/contracts';
import { levelNotAllowed, MESSAGES, SIDEPANEL_NOT_AVAILABLE, unknownTool } from './validation';
import type { ValidationContext } from './types';

/**
 * One crafted bad manifest per validation message, with the pointer the message must carry. Shared
 * by the unit test (pure validation) and the API test (the same table through the gateway).
 */
export interface BadManifestCase {
  name: string;
  content: unknown;
  context?: Partial<ValidationContext>;
  message: string;
  pointer: string;
}

const fullscreen = { type: 'fullscreen', name: 'App', description: 'Full', source_url: 'https://example.com/full' };
const v3 = (extra: Record<string, unknown> = {}, instances: unknown[] = [fullscreen]) => ({
  schema_version: '3',
  components: { iframe: { instances } },
  ...extra,
});
const v3Permissions = (permissions: unknown) => ({
  schema_version: '3',
  components: { oauth: { instances: [{ grant_type: 'client_credentials', permissions }], user_level: false } },
});

export const BAD_MANIFESTS: BadManifestCase[] = [
  {
    name: 'whole manifest: nothing configured',
    content: { schema_version: '3', components: {} },
    message: MESSAGES.wholeManifest,
    pointer: '',
  },
  {
    name: 'post-installation: only notes',
    content: v3({ post_installation_instruction: { notes: 'Read me' } }),
    message: MESSAGES.postInstallation,
    pointer: '/post_installation_instruction',
  },
  {
    name: 'post-installation: the missing page label is required',
    content: v3({ post_installation_instruction: { notes: 'Read me', page: { url: 'https://example.com/setup' } } }),
    message: MESSAGES.required,
    pointer: '/post_installation_instruction/page/label',
  },
  {
    name: 'sidepanel without views',
    content: v3({}, [{ type: 'sidepanel', source_url: 'https://example.com/side', views: [] }]),
    message: MESSAGES.viewRequired,
    pointer: '/components/iframe/instances/0/views',
  },
  {
    name: 'component URL not parseable',
    content: v3({}, [{ ...fullscreen, source_url: 'not a url' }]),
    message: MESSAGES.validUrl,
    pointer: '/components/iframe/instances/0/source_url',
  },
  {
    name: 'post-installation page URL not parseable',
    content: v3({ post_installation_instruction: { notes: 'n', page: { label: 'Setup', url: 'setup page' } } }),
    message: MESSAGES.validUrl,
    pointer: '/post_installation_instruction/page/url',
  },
  {
    name: 'component URL over http (the platform frames it in an https page)',
    content: v3({}, [{ ...fullscreen, source_url: 'http://insecure.example.com/panel' }]),
    message: COMPONENT_URL_NOT_HTTPS,
    pointer: '/components/iframe/instances/0/source_url',
  },
  {
    name: 'component URL with a script scheme',
    content: v3({}, [{ ...fullscreen, source_url: 'javascript:alert(1)' }]),
    message: MESSAGES.validUrl,
    pointer: '/components/iframe/instances/0/source_url',
  },
  {
    name: 'sidepanel view that cannot be a view path',
    content: v3({}, [{ type: 'sidepanel', source_url: 'https://example.com/side', views: ['projects.rfis.detail', 'not a view!!'] }]),
    message: viewProblem('not a view!!')!,
    pointer: '/components/iframe/instances/0/views/1',
  },
  {
    name: 'component URL empty',
    content: v3({}, [{ ...fullscreen, source_url: '' }]),
    message: MESSAGES.required,
    pointer: '/components/iframe/instances/0/source_url',
  },
  {
    name: 'component URL missing (schema required)',
    content: v3({}, [{ type: 'fullscreen', name: 'App' }]),
    message: MESSAGES.required,
    pointer: '/components/iframe/instances/0/source_url',
  },
  {
    name: 'component type missing (schema required)',
    content: v3({}, [fullscreen, { source_url: 'https://example.com/x' }]),
    message: MESSAGES.required,
    pointer: '/components/iframe/instances/1/type',
  },
  {
    name: 'permission level the tool does not allow (schema 3)',
    content: v3Permissions({ project: { rfis: 'admin' } }),
    message: levelNotAllowed('RFIs', 'admin'),
    pointer: '/components/oauth/instances/0/permissions/project/rfis',
  },
  {
    name: 'permission level the tool does not allow (schema 4.1)',
    content: { schema_version: '4.1', permissions: { company: { reports: 'standard' } } },
    message: levelNotAllowed('Reports', 'standard'),
    pointer: '/permissions/company/reports',
  },
  {
    name: 'unknown tool',
    content: v3Permissions({ company: { 'time/travel': 'readonly' } }),
    message: unknownTool('time/travel'),
    pointer: '/components/oauth/instances/0/permissions/company/time~1travel',
  },
  {
    name: 'restricted edition has no sidepanel',
    content: v3({}, [{ type: 'sidepanel', source_url: 'https://example.com/side', views: ['projects.rfis.detail'] }]),
    context: { edition: 'restricted' },
    message: SIDEPANEL_NOT_AVAILABLE,
    pointer: '/components/iframe/instances/0/type',
  },
  {
    name: 'schema: unknown permission level',
    content: { schema_version: '4.1', permissions: { project: { rfis: 'owner' } } },
    message: 'Must be one of: none, readonly, standard, admin',
    pointer: '/permissions/project/rfis',
  },
  {
    name: 'schema: permissions at the top level of schema 3',
    content: v3({ permissions: { company: {} } }),
    message: 'Unknown field "permissions"',
    pointer: '/permissions',
  },
  {
    name: 'schema: wrong type',
    content: v3({}, [{ ...fullscreen, views: 'projects.rfis.detail' }]),
    message: 'Must be an array',
    pointer: '/components/iframe/instances/0/views',
  },
  {
    name: 'schema: oauth grant type',
    content: { schema_version: '3', components: { oauth: { instances: [{ grant_type: 'password' }], user_level: true } } },
    message: 'Must be "client_credentials"',
    pointer: '/components/oauth/instances/0/grant_type',
  },
  {
    name: 'schema: unknown schema version',
    content: v3({ schema_version: '5' }),
    message: 'Must be one of: 3, 4.1',
    pointer: '/schema_version',
  },
  { name: 'content is not JSON', content: '{"schema_version": ', message: MESSAGES.invalidJson, pointer: '' },
];
