export * from './applied-positions';
export * from './positions.controller';
