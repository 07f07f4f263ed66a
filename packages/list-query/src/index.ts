export * from './list-request';
export * from './page-sql';
export * from './paging-headers';
