import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useGetIdentity, useLogout, useNotification } from "@refinedev/core";
import { Avatar, Box, Breadcrumbs, Button, IconButton, Link, MenuItem, Select, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import LogoutIcon from "@mui/icons-material/Logout";
import type { OrganizationRef, User } from "../../domain/entities";
import { loadOrganizations, loadSession } from "../providers/authProvider";
import { api } from "../providers/httpClient";
import { useCrumbs } from "./breadcrumbs";
import { landingPath, visibleMenuFor } from "./useVisibleMenu";

function BreadcrumbTrail() {
  const crumbs = useCrumbs();
  const navigate = useNavigate();
  if (!crumbs.length) return <Box />;
  const previous = crumbs.length > 1 ? crumbs[crumbs.length - 2] : null;
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      {previous && (
        <IconButton size="small" aria-label="Back" onClick={() => navigate(previous.path)}>
          <ArrowBackIcon fontSize="small" />
        </IconButton>
      )}
      <Breadcrumbs aria-label="breadcrumb">
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <Typography key={c.path + i} color="text.primary" fontWeight={600}>
              {c.name}
            </Typography>
          ) : (
            <Link key={c.path + i} component={RouterLink} to={c.path} underline="hover" color="inherit">
              {c.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Stack>
  );
}

function OrganizationSwitcher({ user }: { user: User }) {
  const [organizations, setOrganizations] = useState<OrganizationRef[]>([]);
  const { open } = useNotification();
  const { pathname } = useLocation();
  useEffect(() => {
    loadOrganizations().then(setOrganizations, () => setOrganizations([]));
  }, []);
  // Only worth showing when there is something to switch to.
  if (!user.organization || organizations.length <= 1) return null;
  const change = async (organization: string) => {
    try {
      await api("/auth/change-organization", {
        method: "POST",
        body: { organization, redirectUrl: window.location.origin },
        fallbackError: "Failed to Change Organization",
      });
      // The new organization's roles decide where to land: the same entry when they show it, else the first they do.
      const session = await loadSession();
      window.location.assign(landingPath(pathname, await visibleMenuFor(session.roles)));
    } catch (err) {
      open?.({ type: "error", message: (err as Error).message || "Failed to Change Organization" });
    }
  };
  return (
    <Select
      size="small"
      value={user.organization._id}
      onChange={(e) => change(e.target.value)}
      aria-label="Organization"
      sx={{ minWidth: 200, bgcolor: "#fff" }}
    >
      {organizations.map((o) => (
        <MenuItem key={o._id} value={o._id}>
          {o.name}
        </MenuItem>
      ))}
    </Select>
  );
}

const initials = (u: User) =>
  `${u.firstName?.[0] ?? ""}${u.lastName?.[0] ?? ""}`.toUpperCase() || u.email[0].toUpperCase();

export function Header() {
  const { data: user } = useGetIdentity<User>();
  const { mutate: logout } = useLogout();
  return (
    <Box
      component="header"
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        px: 3,
        py: 1.5,
        bgcolor: "#fff",
        borderBottom: "1px solid #e0e0e0",
        gap: 2,
      }}
    >
      <BreadcrumbTrail />
      {user && (
        <Stack direction="row" alignItems="center" spacing={2}>
          <OrganizationSwitcher user={user} />
          <Stack direction="row" alignItems="center" spacing={1}>
            <Avatar sx={{ width: 34, height: 34, bgcolor: "primary.main", fontSize: 14 }}>{initials(user)}</Avatar>
            <Box sx={{ lineHeight: 1.2 }}>
              <Typography variant="body2" fontWeight={600}>
                {`${user.firstName} ${user.lastName}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {user.email}
              </Typography>
            </Box>
          </Stack>
          <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={() => logout()}>
            Log Out
          </Button>
        </Stack>
      )}
    </Box>
  );
}
