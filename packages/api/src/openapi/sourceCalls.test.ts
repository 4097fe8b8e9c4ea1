import { describe, expect, it } from 'vitest';
import { findRequestCalls, pathMatches } from './sourceCalls';

describe('findRequestCalls', () => {
  it('reads literal paths and the method of the options', () => {
    const source = `
      export function a() { return request('/x/list', { schema }); }
      export function b() {
        return request(
          "/x/create",
          { method: 'POST', body, schema },
        );
      }`;
    expect(findRequestCalls(source)).toEqual([
      { method: 'GET', path: '/x/list' },
      { method: 'POST', path: '/x/create' },
    ]);
  });

  it('resolves constants, templates, conditionals and runtime values', () => {
    const source = `
      const ROOT = '/x';
      const LIST_PATH = \`\${ROOT}/list\`;
      export async function list(filters: Filters = {}): Promise<{ items: Row[] }> {
        return request(LIST_PATH, { schema });
      }
      export function remove(id: string) {
        return request(\`\${ROOT}/delete/\${encodeURIComponent(id)}\`, { method: 'DELETE', schema });
      }
      export function toggle(on: boolean) {
        return request(\`\${ROOT}/\${on ? 'on' : 'off'}\`, { method: 'PATCH', schema });
      }`;
    expect(findRequestCalls(source)).toEqual([
      { method: 'GET', path: '/x/list' },
      { method: 'DELETE', path: '/x/delete/{}' },
      { method: 'PATCH', path: '/x/on' },
      { method: 'PATCH', path: '/x/off' },
    ]);
  });

  it('follows a local wrapper whose parameter is the path', () => {
    const source = `
      const BASE = '/x';
      function post(path: string, body: unknown) {
        return request(\`\${BASE}\${path}\`, { method: 'POST', body, schema });
      }
      export function one() { return post('/one', {}); }
      export function two(on: boolean) { return post(\`/two/\${on ? 'set' : 'remove'}\`, {}); }`;
    expect(findRequestCalls(source)).toEqual([
      { method: 'POST', path: '/x/one' },
      { method: 'POST', path: '/x/two/set' },
      { method: 'POST', path: '/x/two/remove' },
    ]);
  });

  it('ignores calls in comments and calls of other functions', () => {
    const source = `
      // request('/commented', { schema })
      /* request('/blocked', { schema }) */
      client.request('/method', {});
      sendRequest('/other', {});
      export const url = 'https://example.test/request(';`;
    expect(findRequestCalls(source)).toEqual([]);
  });
});

describe('pathMatches', () => {
  it('matches registry placeholders against runtime values and literal segments', () => {
    expect(pathMatches('/x/delete/{id}', '/x/delete/{}')).toBe(true);
    expect(pathMatches('/x/status/{action}', '/x/status/activate')).toBe(true);
    expect(pathMatches('/x/list', '/x/list')).toBe(true);
    expect(pathMatches('/x/list', '/x/list/all')).toBe(false);
    expect(pathMatches('/x/delete/{id}', '/x/delete/a/b')).toBe(false);
  });
});
