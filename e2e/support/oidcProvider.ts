import Provider from "oidc-provider";

/**
 * A real OpenID provider on loopback for the end-to-end tests (oidc-provider with its development
 * login and consent pages): any login name signs in, and `<name>` becomes `<name>` or `<name>@example.com`.
 */
export async function startOidcProvider(port: number, appUrl: string) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "e2e-google",
        client_secret: "e2e-secret",
        redirect_uris: [`${appUrl}/api/auth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: id.includes("@") ? id : `${id}@example.com`, email_verified: true }),
      };
    },
    features: { devInteractions: { enabled: true } },
  });
  provider.proxy = true;
  const server = provider.listen(port);
  await new Promise((resolve) => server.once("listening", resolve));
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}
