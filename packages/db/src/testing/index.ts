export { createTestDb, testPooler } from './test-db.ts';
export { directUrl } from './names.ts';
