import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useCan } from "@refinedev/core";
import { Box, Typography } from "@mui/material";
import { FullPageLoader } from "./FullPageLoader";

/**
 * Shows the page only when the roles allow it: a loader while that is being decided, then 'Not Authorized'.
 * A page allowed after the first render is revealed in a transition, so the loader stays while its code loads
 * (each screen is a lazy chunk): rendered in the roles' answer's own (synchronous) update, the screen would suspend
 * to the Suspense fallback and React would reveal it no sooner than 300 ms after that fallback appeared.
 */
export function RouteGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { data, isLoading } = useCan({ resource, action });
  const can = !isLoading && !!data?.can;
  const [revealed, setRevealed] = useState(can);
  useEffect(() => {
    if (can && !revealed) startTransition(() => setRevealed(true));
  }, [can, revealed]);
  if (isLoading || (can && !revealed)) return <FullPageLoader />;
  if (!can) {
    return (
      <Box sx={{ p: 6, textAlign: "center" }}>
        <Typography variant="h5">Not Authorized</Typography>
      </Box>
    );
  }
  return <>{children}</>;
}
