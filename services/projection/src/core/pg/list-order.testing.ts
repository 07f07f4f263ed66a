/** The statement a list controller runs for a sort (`-key` descending), as the tests record it. */
export type StatementFor = (sort: string) => Promise<string>;

/** A nullable key: rows without a value last both ways, the far half of the list read in the mirror order. */
export const expectNullsLastBothWays = async (statementFor: StatementFor, key: string, column: string): Promise<void> => {
  const descending = await statementFor(`-${key}`);
  expect(descending).toContain(`ORDER BY ${column} DESC NULLS LAST, id DESC LIMIT`);
  expect(descending).toContain(`ORDER BY ${column} ASC NULLS FIRST, id ASC`);
  expect(descending).toContain('ORDER BY p._page_key DESC NULLS LAST, p._page_id DESC');
  const ascending = await statementFor(key);
  expect(ascending).toContain(`ORDER BY ${column} ASC NULLS LAST, id ASC LIMIT`);
  expect(ascending).toContain(`ORDER BY ${column} DESC NULLS FIRST, id DESC`);
};

/** A key every row has: ordered plainly, on its index as it is. */
export const expectPlainOrder = async (statementFor: StatementFor, key: string, column: string): Promise<void> => {
  expect(await statementFor(`-${key}`)).toContain(`ORDER BY ${column} DESC, id DESC LIMIT`);
  expect(await statementFor(key)).toContain(`ORDER BY ${column} ASC, id ASC LIMIT`);
};
