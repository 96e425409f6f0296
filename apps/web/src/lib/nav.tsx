import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * Where the page is and how to leave it, for pages that render both inside the app's router and on
 * their own before it has loaded (the sign-in page: issue 11 keeps React Router off its critical
 * path). app/layout/router-nav.tsx provides it from React Router, app/login-boot.tsx from the
 * History API until the router takes over.
 */
export interface Nav {
  pathname: string;
  search: URLSearchParams;
  /** The state of the navigation that led here (React Router's `location.state`). */
  state: unknown;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void | Promise<void>;
  setSearch(next: Record<string, string>, options?: { replace?: boolean }): void;
}

export const NavContext = createContext<Nav | null>(null);

export function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('useNav() outside a NavContext provider');
  return nav;
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An in-app link (an absolute path): a real anchor, navigated in place on a plain left click. */
export function AppLink({ to, replace, onClick, ...rest }: AppLinkProps) {
  const nav = useNav();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== '_self')
    )
      return;
    event.preventDefault();
    void nav.navigate(to, replace ? { replace } : undefined);
  };
  return <a href={to} onClick={click} {...rest} />;
}
