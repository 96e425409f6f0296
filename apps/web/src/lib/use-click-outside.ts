import { useEffect, useRef, type RefObject } from 'react';

/** Calls onOutside when a pointer goes down outside the element while active (spec 2.2: a click outside closes any dropdown). */
export function useClickOutside(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (ref.current && target && !ref.current.contains(target)) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
