import { useCallback, useEffect } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog";

const UNSAVED_TITLE = "Leave without saving?";
const UNSAVED_TEXT = "Your changes are not saved yet. If you leave now, they are lost.";

/**
 * While `when` holds, every in-app navigation to another path (menu, breadcrumbs, Back, links) asks
 * first, and closing or reloading the tab asks the browser's question. One screen mounts it at a time
 * (react-router supports one blocker).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** The question itself, for in-screen moves that lose work too (e.g. leaving the Extraction tab). */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={UNSAVED_TITLE}
      text={UNSAVED_TEXT}
      confirmLabel="Leave"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
