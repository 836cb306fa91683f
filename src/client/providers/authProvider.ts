import type { AuthProvider } from "@refinedev/core";
import type { OrganizationRef, User } from "../../domain/entities";
import { api } from "./httpClient";
import { persisted } from "./persistedState";

/** The signed-in user as last read from the server (persisted under 'root' as the 'user' slice). */
export function currentUser(): User | undefined {
  return persisted.get<User>("user");
}

export function currentRoles(): string[] {
  return currentUser()?.roles ?? [];
}

export async function loadSession(): Promise<User> {
  const user = await api<User>("/auth/loggedInUser", { fallbackError: "Failed to fetch user details" });
  persisted.set("user", user);
  persisted.set("auth", { isLoggedIn: true, organization: user.organization });
  return user;
}

export async function loadOrganizations(): Promise<OrganizationRef[]> {
  const organizations = await api<OrganizationRef[]>("/auth/organizations", {
    fallbackError: "Failed to fetch user organizations",
  });
  persisted.set("header", { ...(persisted.get<object>("header") ?? {}), organizations });
  return organizations;
}

export const authProvider: AuthProvider = {
  // Sign-in itself is a redirect to the provider (see LoginPage); nothing to do here.
  login: async () => ({ success: false }),
  async logout() {
    try {
      await api("/auth/logout", { method: "POST", fallbackError: "Failed to logout User" });
    } finally {
      // Logout clears the user and the organizations whatever the server said.
      persisted.clear();
    }
    return { success: true, redirectTo: "/login" };
  },
  async check() {
    try {
      const user = await loadSession();
      if (!user.organization) return { authenticated: false, redirectTo: "/select-organization" };
      return { authenticated: true };
    } catch {
      persisted.clear();
      return { authenticated: false, redirectTo: "/login", logout: true };
    }
  },
  async getIdentity() {
    return currentUser() ?? (await loadSession());
  },
  async getPermissions() {
    return currentRoles();
  },
  async onError(error) {
    if (error?.statusCode === 401) return { logout: true, redirectTo: "/login" };
    return {};
  },
};
