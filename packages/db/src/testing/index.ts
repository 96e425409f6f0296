export { createTestDb, testPooler } from './test-db.ts';
