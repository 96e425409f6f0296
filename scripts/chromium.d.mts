// Types of chromium.mjs for the TypeScript that imports it (playwright.config.ts).
export const HEADLESS_SHELL: string;
export const CHROMIUM: string;
export const CHROMIUM_PACKAGES: string[];
export function e2eBrowserPath(): string;
