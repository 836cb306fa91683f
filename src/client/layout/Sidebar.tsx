import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Box, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from "@mui/material";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { resourceOfPath } from "../resources";
import { useVisibleMenu } from "./useVisibleMenu";

const SIDEBAR_WIDTH = 220;
const SIDEBAR_COLLAPSED = 64;

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const visible = useVisibleMenu();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = resourceOfPath(pathname);

  // A path that belongs to no menu entry (the root) goes to the first entry the user may see.
  useEffect(() => {
    if (visible && visible.length > 0 && !current) navigate(visible[0].list as string, { replace: true });
  }, [visible, current, navigate]);

  return (
    <Box
      component="nav"
      aria-label="Menu"
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED : SIDEBAR_WIDTH,
        flexShrink: 0,
        bgcolor: "#0d2440",
        color: "#fff",
        transition: "width .2s",
        display: "flex",
        flexDirection: "column",
        minHeight: "100vh",
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: collapsed ? "center" : "space-between",
          px: 2,
          py: 1.5,
        }}
      >
        {!collapsed && (
          <Typography variant="subtitle2" sx={{ letterSpacing: 1, opacity: 0.8 }}>
            Menu
          </Typography>
        )}
        <IconButton
          size="small"
          onClick={onToggle}
          sx={{ color: "#fff", display: { xs: "none", lg: "inline-flex" } }}
          aria-label={collapsed ? "Expand menu" : "Collapse menu"}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      <List dense>
        {(visible ?? []).map((r) => {
          const label = r.meta.label;
          const item = (
            <ListItemButton
              key={r.name}
              component={Link}
              to={r.list as string}
              selected={current?.name === r.name}
              sx={{ color: "#fff", mx: 1, borderRadius: 1, "&.Mui-selected": { bgcolor: "rgba(255,255,255,.16)" } }}
            >
              <ListItemIcon sx={{ color: "inherit", minWidth: collapsed ? 0 : 40 }}>{r.meta.icon}</ListItemIcon>
              {!collapsed && <ListItemText primary={label} />}
            </ListItemButton>
          );
          return collapsed ? (
            <Tooltip key={r.name} title={label} placement="right">
              {item}
            </Tooltip>
          ) : (
            item
          );
        })}
      </List>
    </Box>
  );
}
