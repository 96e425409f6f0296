import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NavContext, type Nav } from '../../lib/nav';

/** lib/nav.tsx's Nav from React Router, for every page under the app's router. */
export function RouterNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearchParams] = useSearchParams();
  const value = useMemo<Nav>(
    () => ({
      pathname: location.pathname,
      search,
      state: location.state as unknown,
      navigate: (to, options) => navigate(to, options),
      setSearch: (next, options) => setSearchParams(next, options),
    }),
    [location.pathname, location.state, search, navigate, setSearchParams],
  );
  return <NavContext value={value}>{children}</NavContext>;
}
