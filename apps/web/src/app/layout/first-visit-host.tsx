import { lazy, Suspense, useState } from 'react';
import { isFirstVisit, markVisited } from '../../lib/first-visit';

// Loaded only on a first visit, so the dialog code stays out of the shell chunk.
const FirstVisitOverlay = lazy(() => import('./first-visit-overlay'));

/** Shows the welcome overlay unless the stored first-visit flag says otherwise (spec section 2.1). */
export function FirstVisitHost() {
  const [show, setShow] = useState(isFirstVisit);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitOverlay
        onDone={() => {
          markVisited();
          setShow(false);
        }}
      />
    </Suspense>
  );
}
