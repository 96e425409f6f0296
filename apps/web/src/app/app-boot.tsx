import { startTransition, StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { Direction } from 'radix-ui';
import { RouterProvider } from 'react-router/dom';
import { LanguageProvider, useLanguage } from '../lib/i18n/provider';
import { createRouter } from './router';
import { setAppRouter } from './store-loader';

/**
 * The app with its router, at the current address. The store (Redux Toolkit, RTK Query) is not
 * loaded here: app/layout/store-root.tsx loads it with the first page that needs it.
 */
export function startApp(root: Root): void {
  const router = createRouter();
  setAppRouter(router);
  // A transition: React renders the app in slices that yield to the browser every few milliseconds,
  // instead of one long task that blocks input while a phone works through the first page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <LanguageProvider>
          <RadixDirection>
            <RouterProvider router={router} />
          </RadixDirection>
        </LanguageProvider>
      </StrictMode>,
    );
  });
}

/** Radix's menus, popovers and tabs read the text direction from here (arrow keys, placement). */
function RadixDirection({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
