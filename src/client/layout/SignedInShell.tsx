import { Suspense } from "react";
import { Authenticated } from "@refinedev/core";
import { Outlet } from "react-router";
import { FullPageLoader } from "../components/FullPageLoader";
import { AppLayout } from "./AppLayout";

/** Every screen behind sign-in: the session check, then the sidebar and top bar around the screen. Loaded on demand. */
export default function SignedInShell() {
  return (
    <Authenticated key="app" loading={<FullPageLoader />}>
      <AppLayout>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </Authenticated>
  );
}
