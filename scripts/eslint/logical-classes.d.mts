import type { ESLint, Rule } from 'eslint';

export function physicalClasses(text: string): { physical: string; logical: string }[];
export const logicalClasses: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
