/** Webhook delivery settings (issue 16.4), read once with the rest of the configuration. */
export interface WebhookConfig {
  /** A receiver that has not answered after this long is given up on for this try. */
  timeoutMs: number;
  /** Waits before the 2nd, 3rd, ... try; the number of tries is one more than its length. */
  retryDelaysSeconds: number[];
  /** How often a worker process looks for new events to queue. */
  dispatchIntervalMs: number;
  /** Deliveries older than this many days are removed from the log. */
  keepDays: number;
  /** At most this many deliveries per webhook are queued or being sent at once; the rest wait as rows. */
  maxInFlight: number;
  /** After this many failed tries in a row a webhook is paused (circuit breaker) until its next retry time. */
  breakerFailures: number;
}

/** 30 s, 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h: nine tries spread over 22 h 21 min 30 s. */
const DEFAULT_RETRY_DELAYS = [30, 60, 300, 900, 3600, 10_800, 21_600, 43_200];

export function webhookConfig(env: Record<string, string | undefined>): WebhookConfig {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
    return n;
  };
  const rawDelays = env.WEBHOOK_RETRY_SECONDS;
  const retryDelaysSeconds = rawDelays ? rawDelays.split(",").map((s) => Number(s.trim())) : DEFAULT_RETRY_DELAYS;
  if (retryDelaysSeconds.some((n) => !Number.isFinite(n) || n < 0))
    throw new Error(`WEBHOOK_RETRY_SECONDS must be a comma-separated list of seconds, got "${rawDelays}"`);
  return {
    timeoutMs: number("WEBHOOK_TIMEOUT_SECONDS", 10) * 1000,
    retryDelaysSeconds,
    dispatchIntervalMs: number("WEBHOOK_DISPATCH_MS", 200),
    keepDays: number("WEBHOOK_KEEP_DAYS", 30),
    maxInFlight: Math.floor(number("WEBHOOK_MAX_IN_FLIGHT", 10)),
    breakerFailures: Math.floor(number("WEBHOOK_BREAKER_FAILURES", 5)),
  };
}
