/** E2E_PORT lets two runs on one machine keep apart; the provider and fake M-Files sit just below it. */
const port = Number(process.env.E2E_PORT || 3999);

export const E2E = {
  port,
  oidcPort: port - 1,
  /** The fake M-Files server (src/testing/fakeMfiles) the e2e server starts; user alex/pw. */
  mfilesPort: port - 2,
  secondOrganization: "Second Organization",
  users: {
    admin: "admin@example.com",
    editor: "editor@example.com",
    indexer: "indexer@example.com",
    inactive: "inactive@example.com",
  },
} as const;
