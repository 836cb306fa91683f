import { lazy, Suspense } from "react";
import { Refine } from "@refinedev/core";
import routerProvider, { NavigateToResource } from "@refinedev/react-router";
import { CssBaseline, GlobalStyles, ThemeProvider } from "@mui/material";
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from "react-router";
import { accessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { queryClient } from "./providers/queryClient";
import { ToastProvider, useToastNotifications } from "./providers/notificationProvider";
import { pagesOf, resources } from "./resources";
import { theme } from "./theme";
import { FullPageLoader } from "./components/FullPageLoader";
import { RouteGuard } from "./components/RouteGuard";
import { LoginPage } from "./auth/LoginPage";
import { BreadcrumbProvider } from "./layout/breadcrumbs";
import { loadShell } from "./preload";

// Screens behind sign-in load on demand, so the sign-in page stays small: the shell here, casbin on first use, every
// resource's pages from its entry in resources.tsx.
const SignedInShell = lazy(loadShell);
const SelectOrganizationPage = lazy(() =>
  import("./auth/SelectOrganizationPage").then((m) => ({ default: m.SelectOrganizationPage })),
);

function RefineRoot() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ html: { WebkitFontSmoothing: "auto" } }} />
      <ToastProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={useToastNotifications}
          resources={resources}
          options={{
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            disableTelemetry: true,
            reactQuery: { clientConfig: queryClient },
          }}
        >
          <BreadcrumbProvider>
            <Suspense fallback={<FullPageLoader />}>
              <Outlet />
            </Suspense>
          </BreadcrumbProvider>
        </Refine>
      </ToastProvider>
    </ThemeProvider>
  );
}

/** Every page of every resource entry, on its route, behind the roles' check of its action (resources.tsx). */
const resourceRoutes = resources.flatMap((resource) =>
  pagesOf(resource).map(({ path, action, page: Page }) => ({
    path,
    element: (
      <RouteGuard resource={resource.name} action={action}>
        <Page />
      </RouteGuard>
    ),
  })),
);

const router = createBrowserRouter([
  {
    element: <RefineRoot />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/select-organization", element: <SelectOrganizationPage /> },
      {
        element: <SignedInShell />,
        children: [{ index: true, element: <NavigateToResource resource="batches" /> }, ...resourceRoutes],
      },
      { path: "*", element: <Navigate to="/login" replace /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
