import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import GoogleIcon from "@mui/icons-material/Google";
import MicrosoftIcon from "@mui/icons-material/Window";
import { api } from "../providers/httpClient";

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get("error");
  // null until /auth/config answers: the buttons appear with the demo notice, so nothing moves under the pointer.
  const [demo, setDemo] = useState<boolean | null>(null);

  useEffect(() => {
    api<{ demo: boolean }>("/auth/config").then(
      (c) => setDemo(c.demo),
      () => setDemo(false),
    );
    // A signed-in user has nothing to do here.
    api("/auth/loggedInUser").then(
      () => navigate("/", { replace: true }),
      () => {},
    );
  }, [navigate]);

  const signIn = (provider: "google" | "microsoft") => {
    window.location.assign(`/api/auth/${provider}?redirectUrl=${encodeURIComponent(window.location.origin)}`);
  };

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
      <Paper sx={{ p: 5, width: 400, maxWidth: "100%" }} elevation={3}>
        <Typography variant="h4" fontWeight={600} gutterBottom>
          Welcome Back
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Please login to your account
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        {demo !== null && (
          <>
            <Stack spacing={2}>
              <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={() => signIn("google")}>
                Google
              </Button>
              <Button variant="outlined" size="large" startIcon={<MicrosoftIcon />} onClick={() => signIn("microsoft")}>
                Microsoft
              </Button>
            </Stack>
            {demo && (
              <Alert severity="info" sx={{ mt: 2 }} role="status">
                Demo mode is on: no identity provider is configured, so either button lets you sign in with the e-mail
                of an active user.
              </Alert>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
