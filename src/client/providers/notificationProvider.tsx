import { useMemo, type ReactNode } from "react";
import type { NotificationProvider } from "@refinedev/core";
import { SnackbarProvider, useSnackbar } from "notistack";
import { GlobalStyles } from "@mui/material";

/** Below the top bar (user name, Log Out), so a toast never covers them. */
const TOP_OFFSET = 72;
const CONTAINER_CLASS = "app-toasts";

/** Toasts top-right under the top bar, auto-closing after 5 s (spec 01 section 8). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={{ [`.${CONTAINER_CLASS}`]: { top: `${TOP_OFFSET}px !important` } }} />
      <SnackbarProvider
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
        autoHideDuration={5000}
        maxSnack={4}
        classes={{ containerAnchorOriginTopRight: CONTAINER_CLASS }}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}

/**
 * Refine's notifications on notistack. A toast whose key is already showing is not shown twice (the same
 * event reported twice, e.g. by a re-render, is one toast). The undoable 'progress' kind is not used here.
 */
export function useToastNotifications(): NotificationProvider {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => {
        if (type === "progress") return;
        enqueueSnackbar(description ? `${description}: ${message}` : message, {
          key,
          variant: type,
          preventDuplicate: true,
        });
      },
      close: (key) => closeSnackbar(key),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
