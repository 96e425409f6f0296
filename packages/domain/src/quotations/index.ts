export * from './constants.ts';
export * from './transfer-slots.ts';
export * from './costing.ts';
export * from './transfer-tariff.ts';
export * from './draft-state.ts';
