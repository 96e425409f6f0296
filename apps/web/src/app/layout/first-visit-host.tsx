import { lazy, Suspense, useState } from 'react';
import { isFirstVisit, markVisited } from '../../lib/first-visit';
import { offeredModules } from '../offered-modules';
import { useAppSelector } from '../store';

// Loaded only on a first visit, so the dialog and banner code stay out of the shell chunk.
const FirstVisitOverlay = lazy(() => import('./first-visit-overlay'));
const InstallBanner = lazy(() => import('./install-banner'));

/** Spec section 2.2: the mobile app banner, downloaded only while the first-visit flag is not false. */
export function InstallBannerHost() {
  const [show] = useState(isFirstVisit);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}

/** Shows the welcome overlay unless the stored first-visit flag says otherwise (spec section 2.1). */
export function FirstVisitHost() {
  const [show, setShow] = useState(isFirstVisit);
  const configuration = useAppSelector((s) => s.session.agent?.configuration);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitOverlay
        modules={offeredModules(configuration)}
        onDone={() => {
          markVisited();
          setShow(false);
        }}
      />
    </Suspense>
  );
}
