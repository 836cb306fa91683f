import * as oidc from "openid-client";
import type { OidcProviderConfig } from "../config";

export type ProviderName = "google" | "microsoft";

const configs = new Map<string, Promise<oidc.Configuration>>();

/** Discovery once per provider and process; a failed discovery is retried on the next sign-in. */
function discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let config = configs.get(key);
  if (!config) {
    const insecure = provider.issuer.startsWith("http:"); // a provider on loopback in tests
    config = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    config.catch(() => configs.delete(key));
    configs.set(key, config);
  }
  return config;
}

export interface PendingSignIn {
  provider: ProviderName;
  verifier: string;
  state: string;
  nonce: string;
  redirectUrl: string;
}

/** The provider's authorization URL (code flow with PKCE, state and nonce) and what the callback must check. */
export async function startSignIn(
  provider: OidcProviderConfig,
  name: ProviderName,
  callbackUrl: string,
  redirectUrl: string,
) {
  const config = await discover(provider);
  const pending: PendingSignIn = {
    provider: name,
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    redirectUrl,
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl,
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: "S256",
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.href, pending };
}

/** Exchanges the code and returns the verified e-mail of the person. */
export async function finishSignIn(
  provider: OidcProviderConfig,
  pending: PendingSignIn,
  currentUrl: URL,
): Promise<string> {
  const config = await discover(provider);
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  let claims: Record<string, unknown> | undefined = tokens.claims();
  // Providers that keep the ID token small put the e-mail in the userinfo answer only.
  if (claims && !claims.email)
    claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub as string)) };
  const email = (claims?.email ?? claims?.preferred_username) as string | undefined;
  if (!email || !email.includes("@")) throw new Error("The identity provider did not tell us your e-mail address.");
  if (claims?.email_verified === false)
    throw new Error(`The e-mail address ${email} is not verified with the identity provider.`);
  return email.toLowerCase();
}
