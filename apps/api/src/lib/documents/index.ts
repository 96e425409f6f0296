export * from './blocks.ts';
export * from './branding.ts';
export * from './codes.ts';
export * from './pdf.ts';
export * from './table.ts';
export * from './agent-branding.ts';
export * from './language.ts';
export { isolate, hasArabic } from './bidi.ts';
