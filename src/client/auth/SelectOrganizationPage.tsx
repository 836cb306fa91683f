import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Autocomplete, Box, Button, Paper, TextField, Typography } from "@mui/material";
import type { OrganizationRef } from "../../domain/entities";
import { loadOrganizations, loadSession } from "../providers/authProvider";
import { api } from "../providers/httpClient";

export function SelectOrganizationPage() {
  const navigate = useNavigate();
  const [organizations, setOrganizations] = useState<OrganizationRef[]>([]);
  const [chosen, setChosen] = useState<OrganizationRef | null>(null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadSession()
      .then((user) => {
        if (user.organization) return navigate("/", { replace: true });
        return loadOrganizations().then(setOrganizations);
      })
      .catch((err) => setError(err.message || "Failed to fetch user organizations"));
  }, [navigate]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await api("/auth/select-organization", {
        method: "POST",
        body: { organization: chosen._id, redirectUrl: window.location.origin },
        fallbackError: "Failed to Login",
      });
      await loadSession();
      navigate("/", { replace: true });
    } catch (err) {
      setError((err as Error).message || "Failed to Login");
    } finally {
      setBusy(false);
    }
  };

  const missing = touched && !chosen;
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        bgcolor: "background.default",
        p: 2,
      }}
    >
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 5, width: 420, maxWidth: "100%" }} elevation={3}>
        <Typography variant="h5" fontWeight={600} sx={{ mb: 3 }}>
          Select Organization
        </Typography>
        <Autocomplete
          options={organizations}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          value={chosen}
          onChange={(_, v) => setChosen(v)}
          ListboxProps={{ style: { maxHeight: 300 } }}
          renderInput={(p) => (
            <TextField
              {...p}
              required
              placeholder="Select Organization"
              error={missing}
              helperText={missing ? "Organization is required" : " "}
              inputProps={{ ...p.inputProps, "aria-label": "Organization" }}
            />
          )}
        />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy}>
          Login
        </Button>
      </Paper>
    </Box>
  );
}
