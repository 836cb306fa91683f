// Isomorphic domain code shared by the client and the server.
export * from "./access";
export * from "./entities";
export * from "./batch/status";
export * from "./batch/pageEditing";
export * from "./options/catalogue";
export * from "./formula";
