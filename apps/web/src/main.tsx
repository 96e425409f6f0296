import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { setAppRouter } from './app/store-loader';
import { applyCompanyBranding } from './lib/company-config';
import './index.css';

// Title and icon from the company configuration, fetched beside the first page's code.
applyCompanyBranding();
const router = createRouter();
// The store (Redux Toolkit, RTK Query) is not loaded here: app/layout/store-root.tsx loads it with
// the first page that needs it, the sign-in page after its first paint (app/store-loader.ts).
setAppRouter(router);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
