import { lazy, Suspense } from "react";
import { Refine } from "@refinedev/core";
import routerProvider, { NavigateToResource } from "@refinedev/react-router";
import { CssBaseline, GlobalStyles, ThemeProvider } from "@mui/material";
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from "react-router";
import { accessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { ToastProvider, useToastNotifications } from "./providers/notificationProvider";
import { resources } from "./resources";
import { theme } from "./theme";
import { FullPageLoader } from "./components/FullPageLoader";
import { RouteGuard } from "./components/RouteGuard";
import { LoginPage } from "./auth/LoginPage";
import { BreadcrumbProvider } from "./layout/breadcrumbs";

// Screens behind sign-in load on demand, so the sign-in page stays small (the shell, casbin and every screen).
const SignedInShell = lazy(() => import("./layout/SignedInShell"));
const SelectOrganizationPage = lazy(() => import("./auth/SelectOrganizationPage").then((m) => ({ default: m.SelectOrganizationPage })));
const UserList = lazy(() => import("./resources/users/UserList"));
const UserCreate = lazy(() => import("./resources/users/UserCreate"));
const UserEdit = lazy(() => import("./resources/users/UserEdit"));
const BatchList = lazy(() => import("./batches/BatchList"));
const BatchDetail = lazy(() => import("./batches/BatchDetail"));
const InsightsPage = lazy(() => import("./batches/insights/InsightsPage"));
const ValueListCategoryList = lazy(() => import("./resources/valueList/ValueListCategoryList"));
const ValueListCategoryCreate = lazy(() => import("./resources/valueList/ValueListCategoryCreate"));
const ValueListCategoryEdit = lazy(() => import("./resources/valueList/ValueListCategoryEdit"));
const ValueListDataList = lazy(() => import("./resources/valueList/ValueListDataList"));
const ValueListDataCreate = lazy(() => import("./resources/valueList/ValueListDataCreate"));
const ValueListDataEdit = lazy(() => import("./resources/valueList/ValueListDataEdit"));
const FieldList = lazy(() => import("./resources/fields/FieldList"));
const FieldCreate = lazy(() => import("./resources/fields/FieldCreate"));
const FieldEdit = lazy(() => import("./resources/fields/FieldEdit"));
const DocumentClassList = lazy(() => import("./resources/documentClasses/DocumentClassList"));
const DocumentClassCreate = lazy(() => import("./resources/documentClasses/DocumentClassCreate"));
const DocumentClassEdit = lazy(() => import("./resources/documentClasses/DocumentClassEdit"));
const JobList = lazy(() => import("./resources/jobs/JobList"));
const JobCreate = lazy(() => import("./resources/jobs/JobCreate"));
const JobEdit = lazy(() => import("./resources/jobs/JobEdit"));
const WebhookList = lazy(() => import("./resources/webhooks/WebhookList"));

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
          options={{ syncWithLocation: false, warnWhenUnsavedChanges: false, disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
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
          { path: "/batches", element: guarded("batches", "list", <BatchList />) },
          { path: "/batches/insights", element: guarded("batches", "list", <InsightsPage />) },
          { path: "/batches/:id", element: guarded("batches", "edit", <BatchDetail />) },
          { path: "/document-class", element: guarded("document-class", "list", <DocumentClassList />) },
          { path: "/document-class/create", element: guarded("document-class", "create", <DocumentClassCreate />) },
          { path: "/document-class/:documentClassId/edit", element: guarded("document-class", "edit", <DocumentClassEdit />) },
          { path: "/fields", element: guarded("fields", "list", <FieldList />) },
          { path: "/fields/create", element: guarded("fields", "create", <FieldCreate />) },
          { path: "/fields/:fieldId", element: guarded("fields", "edit", <FieldEdit />) },
          { path: "/value-list", element: guarded("value-list", "list", <ValueListCategoryList />) },
          { path: "/value-list/create", element: guarded("value-list", "create", <ValueListCategoryCreate />) },
          { path: "/value-list/:valueListCategoryId", element: guarded("value-list", "edit", <ValueListCategoryEdit />) },
          { path: "/value-list/:valueListCategoryId/data", element: guarded("value-list-data", "list", <ValueListDataList />) },
          { path: "/value-list/:valueListCategoryId/create", element: guarded("value-list-data", "create", <ValueListDataCreate />) },
          { path: "/value-list/:valueListCategoryId/:valueListDataId", element: guarded("value-list-data", "edit", <ValueListDataEdit />) },
          { path: "/jobs", element: guarded("jobs", "list", <JobList />) },
          { path: "/jobs/create", element: guarded("jobs", "create", <JobCreate />) },
          { path: "/jobs/:jobId/edit", element: guarded("jobs", "edit", <JobEdit />) },
          { path: "/users", element: guarded("users", "list", <UserList />) },
          { path: "/users/create", element: guarded("users", "create", <UserCreate />) },
          { path: "/users/:id/edit", element: guarded("users", "edit", <UserEdit />) },
          { path: "/webhooks", element: guarded("webhooks", "list", <WebhookList />) },
        ],
      },
      { path: "*", element: <Navigate to="/login" replace /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
