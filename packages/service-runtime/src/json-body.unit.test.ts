import { ValidationError } from '@portal/decider';
import { bodyProblem, MAX_JSON_DEPTH, NOT_ALLOWED_CHARACTER, parseJsonBody, RESERVED_NAME, TOO_DEEP } from './json-body';

describe('JSON bodies no store can keep', () => {
  it('names the field holding a NUL or an unpaired surrogate', () => {
    expect(bodyProblem({ firstName: 'a\u0000b' })).toEqual({ field: 'firstName', message: NOT_ALLOWED_CHARACTER });
    expect(bodyProblem({ developer_app: { name: 'x\ud800y' } })).toEqual({ field: 'developer_app.name', message: NOT_ALLOWED_CHARACTER });
    expect(bodyProblem({ list: ['ok', '\udc00'] })).toEqual({ field: 'list[1]', message: NOT_ALLOWED_CHARACTER });
    expect(bodyProblem({ 'k\u0000': 1 })).toEqual({ field: 'k?', message: NOT_ALLOWED_CHARACTER });
    // A paired surrogate (an emoji) is fine.
    expect(bodyProblem({ title: 'Ship it 🚀', n: 1, ok: true, none: null })).toBeNull();
  });

  it('refuses nesting past the limit and accepts it up to the limit', () => {
    const nest = (levels: number): unknown => (levels === 0 ? 1 : { a: nest(levels - 1) });
    expect(bodyProblem(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(bodyProblem({ properties: nest(5000) })?.message).toBe(TOO_DEEP);
  });

  it('parses into a 422 for what no store keeps and a 400 for what is not JSON', () => {
    expect(parseJsonBody('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
    expect(() => parseJsonBody('{"name":"a\\u0000"}')).toThrow(ValidationError);
    expect(() => parseJsonBody('{"a":')).toThrow(expect.objectContaining({ statusCode: 400 }));
    // No body with a JSON content type (a DELETE from curl) is no body, not a 400.
    expect(parseJsonBody('')).toBeUndefined();
    expect(parseJsonBody(' \n')).toBeUndefined();
    expect(() => parseJsonBody('{"app":{"__proto__":{"admin":true}}}')).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ fields: { 'app.__proto__': [RESERVED_NAME] } }) }),
    );
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    expect(() => parseJsonBody(deep)).toThrow(ValidationError);
  });
});
