import { Box, Typography } from "@mui/material";
import { useBreadcrumbs } from "../layout/breadcrumbs";
import { useLocation } from "react-router";

/** Marks a screen whose issue is not built yet, so nobody mistakes it for a finished one. */
export default function ComingSoon({ title }: { title: string }) {
  const { pathname } = useLocation();
  useBreadcrumbs([{ name: title, path: `/${pathname.split("/")[1]}` }]);
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is not built yet.</Typography>
    </Box>
  );
}
