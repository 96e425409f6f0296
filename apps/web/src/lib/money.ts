/** Older import path of the web app's formatting module (lib/format.ts); new code imports that. */
export * from './format';
