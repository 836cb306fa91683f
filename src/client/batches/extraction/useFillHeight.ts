import { useEffect, useRef, useState } from "react";

/**
 * The height that fills the window below the element's top, so the pane never makes the page scroll; measured again
 * on resizing and when `deps` change (alerts shown above it).
 */
export function useFillHeight<T extends HTMLElement>(deps: unknown[]) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(560);
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(480, Math.floor(window.innerHeight - top - 28)));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { ref, height };
}
