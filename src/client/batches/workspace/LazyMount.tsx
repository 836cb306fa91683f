import { useEffect, useRef, useState, type ReactNode } from "react";
import { Box } from "@mui/material";

// One observer for every lazy row: mounting thousands of rows costs thousands of empty boxes only.
const callbacks = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function observe(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onVisible();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: "300px 0px" },
  );
  callbacks.set(el, onVisible);
  observer.observe(el);
  return () => {
    callbacks.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * Renders its children once they come near the screen (and keeps them); until then an empty box of
 * `height`. `anchor` marks the row (data-form-page) so that it can be scrolled to before it is shown.
 */
export function LazyMount({
  height,
  eager,
  anchor,
  children,
}: {
  height: number;
  eager?: boolean;
  anchor?: string | number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(!!eager);
  useEffect(() => {
    if (shown || !ref.current) return;
    return observe(ref.current, () => setShown(true));
  }, [shown]);
  useEffect(() => {
    if (eager) setShown(true);
  }, [eager]);
  if (shown) return <Box data-form-page={anchor}>{children}</Box>;
  return <Box ref={ref} data-form-page={anchor} sx={{ height }} aria-hidden />;
}
