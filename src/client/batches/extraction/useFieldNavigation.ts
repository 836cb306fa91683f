import { useCallback, useEffect, useRef, useState } from "react";
import { fieldShortcut, NAV_ATTRIBUTE, navigableInputs, paneShortcut, stepInput, type Shortcut } from "./keyboard";
import { useCheckOnly } from "./useCheckOnly";

/**
 * The keyboard in the data pane: Enter moves to the next field, Shift+Enter back, and after the last one comes the
 * Confirm button (with 'check only', Enter visits only the values to check). Opening the pane, or a document from the
 * keyboard, puts the cursor in its first field (or first field in error).
 */
export function useFieldNavigation(editable: boolean) {
  const dataRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const validateRef = useRef<HTMLButtonElement>(null);
  const [checkOnly, setCheckOnly] = useCheckOnly();
  const [focusRequest, setFocusRequest] = useState<{ n: number; errorFirst?: boolean }>({ n: 0 });

  useEffect(() => {
    if (!focusRequest.n) return;
    const frame = requestAnimationFrame(() => {
      const root = dataRef.current;
      if (!root) return;
      const target =
        (focusRequest.errorFirst ? root.querySelector<HTMLElement>(`[${NAV_ATTRIBUTE}][aria-invalid="true"]`) : null) ??
        root.querySelector<HTMLElement>(`[${NAV_ATTRIBUTE}]:not(:disabled)`);
      target?.focus();
      if (target instanceof HTMLInputElement) target.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  // Opening the pane puts the cursor in the first field, ready to type.
  useEffect(() => {
    if (editable) setFocusRequest((r) => ({ n: r.n + 1 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusFirstField = useCallback(
    (errorFirst = false) => setFocusRequest((r) => (errorFirst ? { n: r.n + 1, errorFirst } : { n: r.n + 1 })),
    [],
  );
  const focusValidate = () => requestAnimationFrame(() => validateRef.current?.focus());

  const onDataKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (!target.hasAttribute(NAV_ATTRIBUTE)) return;
    const shortcut = fieldShortcut({
      key: e.key,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      shiftKey: e.shiftKey,
      isComposing: e.nativeEvent.isComposing,
    });
    if (!shortcut) return;
    e.preventDefault();
    const inputs = Array.from(dataRef.current?.querySelectorAll<HTMLElement>(`[${NAV_ATTRIBUTE}]`) ?? []).filter(
      (el) => !(el as HTMLInputElement).disabled,
    );
    const next = stepInput(navigableInputs(inputs, target, checkOnly), target, shortcut === "next-field" ? 1 : -1);
    if (next) {
      next.focus();
      if (next instanceof HTMLInputElement) next.select();
    } else if (shortcut === "next-field") confirmRef.current?.focus();
  };

  return { dataRef, confirmRef, validateRef, checkOnly, setCheckOnly, focusFirstField, focusValidate, onDataKeyDown };
}

/** The pane's shortcuts on the whole window (Ctrl+Enter, next and previous document), paused while a dialog is open. */
export function usePaneShortcuts(handlers: Record<Shortcut, () => void>, paused: boolean) {
  const current = useRef({ handlers, paused });
  current.current = { handlers, paused };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = paneShortcut(e);
      if (!shortcut || current.current.paused || e.defaultPrevented) return;
      e.preventDefault();
      current.current.handlers[shortcut]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
