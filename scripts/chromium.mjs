// The browser the end-to-end suite drives (ADR 0042, addendum of 30 November): Debian's headless shell
// (package chromium-headless-shell, the same Chromium build without the windowed browser around it) when
// it is installed, else Debian's chromium; CHROMIUM_PATH names another binary.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';
/** The Debian packages `npm test` installs (as root) when neither binary is there. */
export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];

/** The binary to drive: CHROMIUM_PATH, else the headless shell, else chromium (which may be missing). */
export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
