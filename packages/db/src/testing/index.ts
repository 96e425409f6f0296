export { createTestDb } from './test-db.ts';
