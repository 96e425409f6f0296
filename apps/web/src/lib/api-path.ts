/**
 * Base path of the API for the few calls made without the data layer (lib/company-config.ts, the
 * sign-in form), which must not import lib/api.ts: that module loads Redux Toolkit.
 */
export const API_PATH = '/api/v1/';
