import type { ReactNode } from "react";
import { Box, Button, Card, CardActions, CardContent, Paper, Stack, Typography } from "@mui/material";
import { FullPageLoader } from "./FullPageLoader";

/** The card screens (value lists, document classes, jobs): a title, the create button, then a responsive grid. */
export function CardGrid({
  title,
  createLabel = "Create New +",
  onCreate,
  loading,
  empty = "No records",
  error,
  children,
}: {
  title: string;
  createLabel?: string;
  /** Absent when the user may not create. */
  onCreate?: () => void;
  /** A full-screen spinner replaces the grid while loading. */
  loading?: boolean;
  empty?: string;
  /** Shown above the grid (e.g. a red box for a failed load). */
  error?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {onCreate && (
          <Button variant="contained" onClick={onCreate}>
            {createLabel}
          </Button>
        )}
      </Stack>
      {error}
      {loading ? (
        <FullPageLoader />
      ) : children.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: "center", color: "text.secondary" }}>{empty}</Paper>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))" }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/** One card of a CardGrid: a title, free content, and the action buttons at the bottom right. */
export function GridCard({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ display: "flex", flexDirection: "column" }} data-testid={testId}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1, wordBreak: "break-word" }}>
          {title}
        </Typography>
        {children}
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: "flex-end", flexWrap: "wrap", gap: 0.5 }}>{actions}</CardActions>}
    </Card>
  );
}

/** At most `max` items, then '+N more' (document class fields, job classes). */
export function firstAndMore<T>(items: T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
