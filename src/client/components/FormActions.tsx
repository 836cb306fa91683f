import { Alert, Box, Button, Typography } from "@mui/material";

/**
 * The foot of a master-data form: the server's message (if any) and the Cancel and submit buttons,
 * right-aligned. `errorStyle: "text"` shows the message as red text instead of an alert box, where
 * the spec asks for that.
 */
export function FormActions({
  error,
  errorStyle = "alert",
  onCancel,
  submitLabel,
  submitDisabled,
}: {
  error: string | null | undefined;
  errorStyle?: "alert" | "text";
  onCancel: () => void;
  submitLabel: string;
  submitDisabled: boolean;
}) {
  return (
    <>
      {error &&
        (errorStyle === "text" ? (
          <Typography color="error" role="alert" sx={{ mt: 3 }}>
            {error}
          </Typography>
        ) : (
          <Alert severity="error" sx={{ mt: 3 }} role="alert">
            {error}
          </Alert>
        ))}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 3 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Box>
    </>
  );
}
