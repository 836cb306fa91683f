export const E2E = {
  port: 3999,
  oidcPort: 3998,
  secondOrganization: "Second Organization",
  users: {
    admin: "admin@example.com",
    editor: "editor@example.com",
    indexer: "indexer@example.com",
    inactive: "inactive@example.com",
  },
} as const;
