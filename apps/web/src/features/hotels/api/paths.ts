// The zod-free paths module keeps the schemas out of the hotel form chunk that "/" loads.
export { HOTEL_PATHS, HOTEL_PAGES } from '@portal/contracts';
