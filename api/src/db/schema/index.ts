// The Drizzle schema, one file per API domain in this folder. This barrel is what the code, the database
// factory (grants per table) and drizzle-kit (drizzle.config.ts) read: every table must be exported here.
export * from './board';
export * from './files';
export * from './rounds';
export * from './applicants';
export * from './popups';
export * from './auth';
export * from './identity';
export * from './waiting-room';
export * from './draw';
export * from './after-draw';
export * from './audit';
export * from './notify';
