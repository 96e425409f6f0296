export * from './types.ts';
export * from './state.ts';
export * from './rules.ts';
export * from './plan-editor.ts';
