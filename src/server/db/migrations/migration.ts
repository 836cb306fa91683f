/** One migration: its id is recorded in schema_migrations once its statements have run, in one transaction. */
export interface Migration {
  id: string;
  /** Statements separated by a semicolon at the end of a line. */
  sql: string;
}
