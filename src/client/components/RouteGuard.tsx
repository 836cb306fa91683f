import type { ReactNode } from "react";
import { useCan } from "@refinedev/core";
import { Box, Typography } from "@mui/material";
import { FullPageLoader } from "./FullPageLoader";

/** Shows the page only when the roles allow it: a loader while that is being decided, then 'Not Authorized'. */
export function RouteGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { data, isLoading } = useCan({ resource, action });
  if (isLoading) return <FullPageLoader />;
  if (!data?.can) {
    return (
      <Box sx={{ p: 6, textAlign: "center" }}>
        <Typography variant="h5">Not Authorized</Typography>
      </Box>
    );
  }
  return <>{children}</>;
}
