export const E2E = {
  port: 3999,
  oidcPort: 3998,
  /** The fake M-Files server (src/testing/fakeMfiles) the e2e server starts; user alex/pw. */
  mfilesPort: 3997,
  secondOrganization: "Second Organization",
  users: {
    admin: "admin@example.com",
    editor: "editor@example.com",
    indexer: "indexer@example.com",
    inactive: "inactive@example.com",
  },
} as const;
