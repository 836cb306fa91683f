import { useEffect, useState } from "react";
import { useCustom, useNavigation } from "@refinedev/core";
import Grid from "@mui/material/Grid2";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { currentRoles } from "../../providers/authProvider";
import { rolesCan } from "../../providers/casbinEnforcer";
import { formatDuration, periodOf, type Insights, type Period } from "./insightsModel";

/** Insights (issue 15.5): admins and editors, opened from the batch list; figures over a chosen period. */
export default function InsightsPage() {
  const { list } = useNavigation();
  const [allowed, setAllowed] = useState<boolean>();
  const [period, setPeriod] = useState<Period>("30");
  const [custom, setCustom] = useState(() => periodOf("30"));
  const range = period === "custom" ? custom : periodOf(period);

  useEffect(() => {
    rolesCan(currentRoles(), "insights", "view").then(setAllowed);
  }, []);
  const { query } = useCustom<Insights>({
    url: `/insights?from=${range.from}&to=${range.to}`,
    method: "get",
    successNotification: false,
    errorNotification: false,
    // The figures on screen stay while another period's load.
    queryOptions: { enabled: !!allowed && !!range.from && !!range.to, placeholderData: (previous) => previous },
  });
  const data = query.data?.data;
  const error = query.error?.message;

  if (allowed === false) return <Alert severity="error">You are not allowed to see insights.</Alert>;
  const t = data?.totals;
  const days = data?.days ?? [];
  const share = t?.straightThroughShare;

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={2}
          alignItems={{ md: "center" }}
          justifyContent="space-between"
        >
          <Stack direction="row" spacing={1} alignItems="center">
            <Button startIcon={<ArrowBackIcon />} onClick={() => list("batches")}>
              Batches
            </Button>
            <Typography variant="h6">Insights</Typography>
          </Stack>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
            <ToggleButtonGroup
              size="small"
              exclusive
              value={period}
              onChange={(_, v) => v && setPeriod(v)}
              aria-label="Period"
            >
              <ToggleButton value="7">7 days</ToggleButton>
              <ToggleButton value="30">30 days</ToggleButton>
              <ToggleButton value="90">Quarter</ToggleButton>
              <ToggleButton value="365">Year</ToggleButton>
              <ToggleButton value="custom">Custom</ToggleButton>
            </ToggleButtonGroup>
            {period === "custom" && (
              <>
                <TextField
                  size="small"
                  type="date"
                  label="From"
                  value={custom.from}
                  onChange={(e) => setCustom({ ...custom, from: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  size="small"
                  type="date"
                  label="To"
                  value={custom.to}
                  onChange={(e) => setCustom({ ...custom, to: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </>
            )}
          </Stack>
        </Stack>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {!data ? (
        !error && (
          <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
            <CircularProgress />
          </Box>
        )
      ) : (
        <>
          <Grid container spacing={2}>
            {[
              ["Batches", t!.batches.toLocaleString()],
              ["Pages", t!.pages.toLocaleString()],
              ["Documents", t!.documents.toLocaleString()],
              ["Passed without a person", share == null ? "–" : `${(share * 100).toFixed(1)} %`],
              ["Median upload to export", formatDuration(data.uploadToExport.medianSeconds)],
              ["Median time in User Validation", formatDuration(data.userValidation.medianSeconds)],
            ].map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, md: 2 }}>
                <Card variant="outlined" data-testid={`insight-${label}`}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography variant="h5">{value}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Paper sx={{ p: 2 }} data-testid="chart-per-day">
                <Typography variant="subtitle1">Pages and documents per day</Typography>
                <LineChart
                  skipAnimation
                  height={300}
                  xAxis={[{ scaleType: "point", data: days.map((d) => d.day) }]}
                  series={[
                    { label: "Pages", data: days.map((d) => d.pages), showMark: false },
                    { label: "Documents", data: days.map((d) => d.documents), showMark: false },
                    { label: "Passed without a person", data: days.map((d) => d.autoValidated), showMark: false },
                  ]}
                />
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper sx={{ p: 2 }} data-testid="chart-queue">
                <Typography variant="subtitle1">Queue now (batches per status)</Typography>
                {data.queue.length ? (
                  <BarChart
                    skipAnimation
                    height={300}
                    layout="horizontal"
                    yAxis={[{ scaleType: "band", data: data.queue.map((q) => q.status), width: 140 }]}
                    series={[{ label: "Batches", data: data.queue.map((q) => q.batches) }]}
                  />
                ) : (
                  <Typography color="text.secondary">No batches.</Typography>
                )}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper sx={{ p: 2 }} data-testid="chart-corrections">
                <Typography variant="subtitle1">Corrections per field</Typography>
                {data.correctionsByField.length ? (
                  <BarChart
                    skipAnimation
                    height={260}
                    xAxis={[{ scaleType: "band", data: data.correctionsByField.slice(0, 10).map((c) => c.field) }]}
                    series={[
                      {
                        label: "Corrected values",
                        data: data.correctionsByField.slice(0, 10).map((c) => c.corrections),
                      },
                    ]}
                  />
                ) : (
                  <Typography color="text.secondary">No corrections in this period.</Typography>
                )}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper sx={{ p: 2 }} data-testid="chart-exports-errors">
                <Typography variant="subtitle1">Exports and errors per day</Typography>
                <BarChart
                  skipAnimation
                  height={260}
                  xAxis={[{ scaleType: "band", data: days.map((d) => d.day) }]}
                  series={[
                    { label: "Exported", data: days.map((d) => d.exported), stack: "a" },
                    { label: "Errors", data: days.map((d) => d.errors), stack: "a", color: "#d32f2f" },
                  ]}
                />
              </Paper>
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SmallTable
                title="Corrections per field"
                head={["Field", "Values", "Batches"]}
                rows={data.correctionsByField.map((c) => [c.field, c.corrections, c.batches])}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SmallTable
                title="Corrections per vendor"
                head={["Vendor", "Values", "Batches"]}
                rows={data.correctionsByVendor.map((c) => [c.vendor ?? "(no vendor)", c.corrections, c.batches])}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SmallTable
                title="Errors by reason"
                head={["Stage", "Reason", "Errors"]}
                rows={data.errorsByReason.map((e) => [e.stage ?? "", e.reason, e.errors])}
              />
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function SmallTable({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Paper sx={{ p: 2 }} role="region" aria-label={title}>
      <Typography variant="subtitle1">{title}</Typography>
      {rows.length ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              {head.map((h, i) => (
                <TableCell key={h} align={i === head.length - 1 ? "right" : "left"}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={i}>
                {r.map((c, j) => (
                  <TableCell key={j} align={typeof c === "number" ? "right" : "left"}>
                    {typeof c === "number" ? c.toLocaleString() : c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">None in this period.</Typography>
      )}
    </Paper>
  );
}
