import { createTheme } from "@mui/material";

export const theme = createTheme({
  palette: { primary: { main: "#1565c0" }, background: { default: "#f4f6f8" } },
  shape: { borderRadius: 8 },
  typography: { fontFamily: "Roboto, 'Segoe UI', system-ui, sans-serif" },
  components: { MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } } },
});
