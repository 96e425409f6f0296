import { useSyncExternalStore } from 'react';
import type { CompanyConfigDto } from '@portal/contracts';
import { API_PATH } from './api-path';
import { rootPath } from './root-path';

/**
 * The company configuration (spec section 1) fetched once per page load without the data layer, so
 * the sign-in page, the loading screen and the tab's title and icon have it before Redux Toolkit is
 * loaded; RTK Query's companyConfig endpoint answers from the same request (lib/shell-api.ts).
 * A failed fetch is retried on the next call.
 */
let request: Promise<CompanyConfigDto> | null = null;
let current: CompanyConfigDto | undefined;
const listeners = new Set<() => void>();

export function loadCompanyConfig(): Promise<CompanyConfigDto> {
  request ??= fetch(`${API_PATH}company/config`)
    .then(async (res) => {
      if (!res.ok) throw new Error(`company/config answered ${res.status}`);
      return (await res.json()) as CompanyConfigDto;
    })
    .then((config) => {
      current = config;
      for (const listener of listeners) listener();
      return config;
    })
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadCompanyConfig().catch(() => undefined);
  return () => listeners.delete(listener);
}

/** The configuration once loaded (undefined before, as with a query hook's data). */
export function useCompanyConfig(): CompanyConfigDto | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/** The tab's title ("<short name> B2B") and icon from the configuration, as soon as it arrives. */
export function applyCompanyBranding(): void {
  loadCompanyConfig()
    .then((config) => {
      document.title = `${config.companyShortName} B2B`;
      const favicon = config.favicon;
      if (!favicon) return;
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      link.href = rootPath(favicon);
      if (!favicon.endsWith('.svg')) link.removeAttribute('type');
    })
    .catch(() => undefined);
}
