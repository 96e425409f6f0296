import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
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
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
