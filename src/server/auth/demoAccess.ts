import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, even if the proxy itself is local. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * The TCP peer, not req.ip: with trustProxy on, req.ip is whatever X-Forwarded-For claims. A proxy on this
 * computer makes every request look local, so a forwarded request never counts as one.
 */
function isLoopbackRequest(req: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  const address = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Whether the demo identity provider answers this request (DEMO_AUTH=on: everyone; default: this computer only). */
export function demoSignInAllowed(req: FastifyRequest, config: Config): boolean {
  return config.demoAuth === "on" || (config.demoAuth === "loopback" && isLoopbackRequest(req));
}
