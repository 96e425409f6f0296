export { loadAllotments } from './allotments.ts';
export { normalizeSearchText } from './search-text.ts';
