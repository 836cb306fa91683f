import type { ComponentType } from "react";
import { askEarly } from "./providers/httpClient";
import { clientEnforcer } from "./providers/casbinEnforcer";
import { persisted } from "./providers/persistedState";

/** Pages outside the signed-in shell: nothing to ask for ahead. */
const OUTSIDE_SHELL = /^\/(login|select-organization)(\/|$)/;
/** The batch page's address: /batches/:id (not /batches/insights). */
const BATCH_PAGE = /^\/batches\/([^/]+)\/?$/;

/**
 * A signed-in page opened by its address (a bookmark, a reload, a link) would otherwise load one thing after another:
 * the signed-in shell, then the session check, then casbin, then the page's code, then its data. What the page will
 * need is asked for here at once, before the first render: the session, casbin, the shell's code and, on a batch's
 * page, the batch page's code (which starts the pdf.js worker) and the batch itself. The readers take these answers
 * when they ask (httpClient's askEarly), so nothing is asked twice; when the person is not signed in, nothing is done.
 * Returns the shell's code loading, for main.tsx to render after it (see loadShell).
 */
export function preloadFor(pathname: string): Promise<unknown> | null {
  const auth = persisted.get<{ isLoggedIn?: boolean; organization?: unknown }>("auth");
  if (!auth?.isLoggedIn || !auth.organization || OUTSIDE_SHELL.test(pathname)) return null;
  // The session is read by Refine's route-change check and the shell's check, moments apart: both take this one.
  askEarly("/auth/loggedInUser", { sharedForMs: 1000 });
  clientEnforcer().catch(() => undefined);
  const batch = BATCH_PAGE.exec(pathname);
  if (batch && batch[1] !== "insights") {
    askEarly(`/batch/${encodeURIComponent(safeDecode(batch[1]))}`);
    import("./batches/BatchDetail").catch(() => undefined);
  }
  return loadShell();
}

type ShellModule = { default: ComponentType };
let shell: ShellModule | undefined;
let shellLoading: Promise<ShellModule> | undefined;

/**
 * The signed-in shell's code, for its React.lazy (App.tsx). Once loaded it is handed over synchronously: React.lazy
 * then renders the shell at once instead of suspending to the loader on its first render (which React.lazy does even
 * for code already loaded, and then reveals the screen no sooner than 300 ms after the loader appeared).
 */
export function loadShell(): Promise<ShellModule> {
  if (shell) {
    const loaded = shell;
    return { then: (resolve: (m: ShellModule) => unknown) => resolve(loaded) } as unknown as Promise<ShellModule>;
  }
  shellLoading ??= import("./layout/SignedInShell").then(
    (m) => (shell = m),
    (err) => {
      shellLoading = undefined;
      throw err;
    },
  );
  return shellLoading;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
