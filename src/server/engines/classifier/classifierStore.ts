export const classifierMigration = { id: "004_classifier", sql: "" };
export const MAX_EXAMPLES_PER_CLASS = 500;
export type StoredExample = unknown;
export async function addExamples() {}
export async function loadModel() {}
