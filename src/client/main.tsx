import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadFor } from "./preload";

/** At most this long the first render waits for the signed-in shell's code (it is usually in the browser's cache). */
const SHELL_WAIT_MS = 2000;

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A signed-in page: what it needs is asked for at once (preload.ts), and the first render waits for the shell's code,
// which the shell's React.lazy then renders without suspending (loadShell).
const shell = preloadFor(window.location.pathname);
if (shell)
  void Promise.race([shell.catch(() => undefined), new Promise((r) => setTimeout(r, SHELL_WAIT_MS))]).then(render);
else render();
