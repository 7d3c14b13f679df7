import { useEffect } from 'react';

let locks = 0;

/** Seed: the page must not scroll behind the open menu or search popup. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove('scroll-locked');
    };
  }, [active]);
}
