import { developerAppFields, presentApp } from './apps-responses';

const app = { id: 'a1', sandbox: { id: 's1', status: 'pending', busy: false, app_id: null, url: null } };

describe('app answers', () => {
  it('hides the sandbox card, keys and URL in the restricted edition', () => {
    expect(presentApp(app, 'restricted', true)).toEqual({ id: 'a1', sandbox: null });
  });

  it('marks a pending sandbox busy when the build queue is', () => {
    expect(presentApp(app, 'standard', true)).toMatchObject({ sandbox: { busy: true } });
    expect(presentApp({ ...app, sandbox: { ...app.sandbox, status: 'live' } }, 'standard', true)).toMatchObject({
      sandbox: { busy: false },
    });
    expect(presentApp({ id: 'a2', sandbox: null }, 'standard', true)).toEqual({ id: 'a2', sandbox: null });
  });

  it('reads developer_app[...] multipart fields and the thumbnail file', () => {
    const fields = developerAppFields({
      fields: { 'developer_app[internal_name]': 'Name', 'developer_app[remove_thumbnail]': 'true', other: 'x' },
      file: { field: 'developer_app[thumbnail]', bytes: Buffer.from('abc') },
    });
    expect(fields).toEqual({
      internal_name: 'Name',
      remove_thumbnail: 'true',
      thumbnail: { content_base64: Buffer.from('abc').toString('base64') },
    });
    expect(() => developerAppFields({ fields: {}, file: { field: 'logo', bytes: Buffer.from('x') } })).toThrow();
  });
});
