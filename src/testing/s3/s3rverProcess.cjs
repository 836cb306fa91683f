// Runs s3rver (a fake S3 server) in its own Node process for startLocalS3.ts.
// Started with --openssl-legacy-provider: s3rver encrypts ListObjectsV2 continuation tokens with
// DES, which OpenSSL 3 (Node >= 17) only offers through its legacy provider. Keeping that flag in
// this child leaves the test process's crypto untouched.
// Usage: node --openssl-legacy-provider s3rverProcess.cjs <directory> <bucket>
// Prints one JSON line {"port": n} when ready; stops when its stdin closes (so it never outlives
// the test process) or on SIGTERM.
"use strict";
const S3rver = require("s3rver");
const FilesystemStore = require("s3rver/lib/stores/filesystem");

// s3rver's DeleteObjects deletes its keys in parallel, and each delete prunes the folders it
// leaves empty; two deletes racing for the same folder make one fail with ENOENT and the whole
// request answer 500. Deleting something already gone is not an error in S3: ignore it.
const deleteObject = FilesystemStore.prototype.deleteObject;
FilesystemStore.prototype.deleteObject = async function (...args) {
  try {
    return await deleteObject.apply(this, args);
  } catch (err) {
    if (err && err.code === "ENOENT") return;
    throw err;
  }
};

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: !process.env.S3RVER_LOG,
  directory,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket, configs: [] }],
});

server.run().then(
  (address) => process.stdout.write(JSON.stringify({ port: address.port }) + "\n"),
  (err) => {
    process.stderr.write(`s3rver failed to start: ${err && err.stack ? err.stack : err}\n`);
    process.exit(1);
  },
);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  if (server.httpServer) server.httpServer.closeAllConnections();
  server.close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
}
process.on("SIGTERM", stop);
process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();
