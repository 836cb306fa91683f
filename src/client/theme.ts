import { createTheme } from "@mui/material";

export const theme = createTheme({
  palette: { primary: { main: "#1565c0" }, background: { default: "#f4f6f8" } },
  shape: { borderRadius: 8 },
  // Labels read as the spec writes them ('Classification', not 'CLASSIFICATION'): no upper-casing anywhere.
  typography: { fontFamily: "Roboto, 'Segoe UI', system-ui, sans-serif", button: { textTransform: "none" } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
    MuiTab: { styleOverrides: { root: { textTransform: "none" } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: "none" } } },
  },
});
