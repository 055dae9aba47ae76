import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once: the ref goes on the element,
 * and `near` stays true after it first comes near. For content below the fold that need not load
 * with the page. Without IntersectionObserver it is near at once.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '600px'): { ref: (element: Element | null) => void; near: boolean } {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  return { ref, near };
}
