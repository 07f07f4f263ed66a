import { cellDisabled, readPermissions, sortTools, toolLabel, writePermissions, type ToolInfo } from './grid';

const tools: ToolInfo[] = [
  { name: 'rfis', friendly_name: 'RFIs', disabled_uals: [4] },
  { name: 'budget', friendly_name: 'Budget', disabled_uals: [] },
  { name: 'daily_log', friendly_name: 'Daily Log', disabled_uals: [3, 4] },
];

describe('permission grid', () => {
  it('disables the levels a tool does not allow (never None)', () => {
    expect(cellDisabled(tools[0]!, 'admin')).toBe(true);
    expect(cellDisabled(tools[0]!, 'standard')).toBe(false);
    expect(cellDisabled({ ...tools[0]!, disabled_uals: [1] }, 'none')).toBe(false);
  });

  it('names a granted tool as the grid does, or by its key while the catalogue loads or when it is unknown', () => {
    expect(toolLabel(tools, 'daily_log')).toBe('Daily Log');
    expect(toolLabel(undefined, 'daily_log')).toBe('daily_log');
    expect(toolLabel(tools, 'retired_tool')).toBe('retired_tool');
  });

  it('sorts by tool name, by level (ties by name), descending with a minus, or keeps the catalogue order', () => {
    const levels = { rfis: 'readonly', budget: 'admin' } as const;
    expect(sortTools(tools, levels, 'tool').map((x) => x.name)).toEqual(['budget', 'daily_log', 'rfis']);
    expect(sortTools(tools, levels, '-tool').map((x) => x.name)).toEqual(['rfis', 'daily_log', 'budget']);
    expect(sortTools(tools, levels, 'level').map((x) => x.name)).toEqual(['daily_log', 'rfis', 'budget']);
    expect(sortTools(tools, levels, '-level').map((x) => x.name)).toEqual(['budget', 'rfis', 'daily_log']);
    expect(sortTools(tools, levels, undefined).map((x) => x.name)).toEqual(['rfis', 'budget', 'daily_log']);
  });

  it('reads and writes schema-3 permissions inside the oauth instance', () => {
    const content = {
      schema_version: '3',
      components: {
        oauth: { instances: [{ grant_type: 'client_credentials', permissions: { company: { rfis: 'readonly', budget: 'none' } } }] },
      },
    };
    expect(readPermissions(content)).toEqual({ company: { rfis: 'readonly' }, project: {} });
    const written = writePermissions(content, { company: {}, project: { budget: 'admin' } });
    expect(written).toEqual({
      schema_version: '3',
      components: {
        oauth: { instances: [{ grant_type: 'client_credentials', permissions: { company: {}, project: { budget: 'admin' } } }] },
      },
    });
  });

  it('reads and writes schema-4.1 permissions at the top level', () => {
    const content = { schema_version: '4.1', permissions: { project: { rfis: 'standard' } } };
    expect(readPermissions(content)).toEqual({ company: {}, project: { rfis: 'standard' } });
    expect(writePermissions(content, { company: { rfis: 'readonly' }, project: {} }).permissions).toEqual({
      company: { rfis: 'readonly' },
      project: {},
    });
  });

  it('refuses permissions it cannot read ("Error parsing existing permissions")', () => {
    expect(() => readPermissions({ schema_version: '4.1', permissions: { company: { rfis: 'owner' } } })).toThrow();
    expect(() => readPermissions({ schema_version: '4.1', permissions: [] })).toThrow();
    expect(() => readPermissions('nope')).toThrow();
  });
});
