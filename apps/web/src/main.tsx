import { createRoot } from 'react-dom/client';
import { STANDALONE_LOGIN_PATH } from './app/standalone-login';
import { applyCompanyBranding } from './lib/company-config';
import { startLanguage } from './lib/i18n/i18n';
import { nextTask } from './lib/next-task';
import './index.css';

// Title and icon from the company configuration, fetched beside the first page's code.
applyCompanyBranding();

const element = document.getElementById('root');
if (element) {
  const root = createRoot(element);
  // The router is made and the first render started in the task after the one that evaluated the
  // app's modules: two shorter tasks on a phone instead of one long one (issue 11).
  const startApp = () =>
    import('./app/app-boot').then(async (m) => {
      await nextTask();
      m.startApp(root);
    });
  // A visit that starts on /login renders the sign-in page without React Router and the route
  // tables (app/login-boot.tsx); the app and its router load when the visitor leaves the page.
  // The language first (issue 35): English at once; Arabic after its catalogue, so the first frame
  // is already right to left and translated.
  const language = startLanguage();
  if (STANDALONE_LOGIN_PATH.test(window.location.pathname))
    void Promise.all([import('./app/login-boot'), language]).then(([m]) => m.bootLogin(root, startApp));
  else void language.then(startApp);
}
