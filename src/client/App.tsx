import { lazy, Suspense } from "react";
import { Authenticated, Refine } from "@refinedev/core";
import routerProvider, { NavigateToResource } from "@refinedev/react-router";
import { RefineSnackbarProvider, useNotificationProvider } from "@refinedev/mui";
import { CssBaseline, GlobalStyles, ThemeProvider } from "@mui/material";
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from "react-router";
import { accessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { resources } from "./resources";
import { theme } from "./theme";
import { AppLayout } from "./layout/AppLayout";
import { FullPageLoader } from "./components/FullPageLoader";
import { RouteGuard } from "./components/RouteGuard";
import { LoginPage } from "./auth/LoginPage";
import { SelectOrganizationPage } from "./auth/SelectOrganizationPage";
import { BreadcrumbProvider } from "./layout/breadcrumbs";

// Screens behind sign-in load on demand, so the sign-in page stays small.
const UserList = lazy(() => import("./resources/users/UserList"));
const UserCreate = lazy(() => import("./resources/users/UserCreate"));
const UserEdit = lazy(() => import("./resources/users/UserEdit"));
const Placeholder = lazy(() => import("./components/ComingSoon"));

function RefineRoot() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ html: { WebkitFontSmoothing: "auto" } }} />
      <RefineSnackbarProvider anchorOrigin={{ vertical: "top", horizontal: "right" }} autoHideDuration={5000}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={useNotificationProvider}
          resources={resources}
          options={{ syncWithLocation: false, warnWhenUnsavedChanges: false, disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <BreadcrumbProvider>
            <Outlet />
          </BreadcrumbProvider>
        </Refine>
      </RefineSnackbarProvider>
    </ThemeProvider>
  );
}

function SignedInShell() {
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

const guarded = (resource: string, action: string, element: React.ReactNode) => (
  <RouteGuard resource={resource} action={action}>
    {element}
  </RouteGuard>
);

const router = createBrowserRouter([
  {
    element: <RefineRoot />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/select-organization", element: <SelectOrganizationPage /> },
      {
        element: <SignedInShell />,
        children: [
          { index: true, element: <NavigateToResource resource="batches" /> },
          { path: "/batches", element: guarded("batches", "list", <Placeholder title="Batches" />) },
          { path: "/batches/:id", element: guarded("batches", "edit", <Placeholder title="Batch" />) },
          { path: "/document-class/*", element: guarded("document-class", "list", <Placeholder title="Document Classes" />) },
          { path: "/fields/*", element: guarded("fields", "list", <Placeholder title="Fields" />) },
          { path: "/value-list/*", element: guarded("value-list", "list", <Placeholder title="Value List" />) },
          { path: "/jobs/*", element: guarded("jobs", "list", <Placeholder title="Jobs" />) },
          { path: "/users", element: guarded("users", "list", <UserList />) },
          { path: "/users/create", element: guarded("users", "create", <UserCreate />) },
          { path: "/users/:id/edit", element: guarded("users", "edit", <UserEdit />) },
        ],
      },
      { path: "*", element: <Navigate to="/login" replace /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
