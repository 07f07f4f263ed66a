import { operationElementId, operationEntries, pageEntries, searchReference } from './referenceIndex';

const projects = {
  paths: {
    '/projects': {
      get: { operationId: 'listProjects', summary: 'List projects', tags: ['Projects'], description: 'Newest first.' },
      post: { operationId: 'createProject', summary: 'Create a project', tags: ['Projects'] },
    },
    '/projects/{id}': {
      parameters: [],
      get: { operationId: 'showProject', summary: 'Show a project', tags: ['Projects'] },
      delete: { operationId: 'archiveProject', summary: 'Archive a project', tags: ['Projects'], deprecated: true },
    },
  },
};
const sync = { paths: { '/service_sync': { post: { operationId: 'startSync', summary: 'Start a sync', tags: ['Service sync'] } } } };

const entries = [
  ...pageEntries(),
  ...operationEntries({ id: 'projects', name: 'Projects' }, projects),
  ...operationEntries({ id: 'service-sync', name: 'Service sync' }, sync),
];
const found = (query: string) => searchReference(entries, query).map((e) => (e.method ? `${e.method} ${e.path}` : e.title));

describe('searching the API reference', () => {
  it('lists every operation of a group with a link that opens the group page at it', () => {
    const list = operationEntries({ id: 'projects', name: 'Projects' }, projects);
    expect(list.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /projects',
      'POST /projects',
      'GET /projects/{id}',
      'DELETE /projects/{id}',
    ]);
    expect(list[0]!.to).toBe('/reference/rest/docs/projects#operations-Projects-listProjects');
    expect(operationElementId('Service sync', 'startSync')).toBe('operations-Service_sync-startSync');
    expect(operationElementId(undefined, 'x')).toBe('operations-default-x');
  });

  it('matches every word of the query in any field, the best match first', () => {
    expect(found('show project')).toEqual(['GET /projects/{id}']);
    expect(found('post projects')).toEqual(['POST /projects']);
    expect(found('/projects/{id}')).toEqual(['GET /projects/{id}', 'DELETE /projects/{id}']);
    expect(found('listProjects')).toEqual(['GET /projects']);
    expect(found('newest')).toEqual(['GET /projects']);
  });

  it('finds the overview sections and the changelog too', () => {
    expect(found('pagination')).toEqual(['Pagination']);
    expect(found('rate')).toEqual(['Rate limits']);
    expect(found('breaking')).toEqual(['API changelog']);
    expect(searchReference(entries, 'pagination')[0]!.to).toBe('/reference/rest/docs/rest-api-overview#pagination');
  });

  it('ranks a deprecated operation after a current one and finds nothing for a blank query', () => {
    expect(found('project')).toEqual(['GET /projects', 'POST /projects', 'GET /projects/{id}', 'DELETE /projects/{id}']);
    expect(found('   ')).toEqual([]);
    expect(found('nothing-like-this')).toEqual([]);
  });
});
