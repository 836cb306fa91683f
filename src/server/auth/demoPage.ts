/** The demo identity provider's page: an e-mail field, posted back to POST /api/auth/demo. */
export function demoPage(redirectUrl: string, provider: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo sign-in</title>
<style>
body{font-family:system-ui,Roboto,sans-serif;background:#f4f6f8;display:flex;justify-content:center;align-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1);width:340px}
h1{font-size:20px;margin:0 0 8px}p{color:#555;font-size:14px}label{display:block;font-size:14px;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:15px;border:1px solid #bbb;border-radius:4px}
button{margin-top:20px;width:100%;padding:10px;font-size:15px;background:#1976d2;color:#fff;border:0;border-radius:4px;cursor:pointer}
</style></head><body>
<form method="post" action="/api/auth/demo">
<h1>Demo sign-in (${esc(provider)})</h1>
<p>Demo mode is on: no identity provider is configured, so you sign in with the e-mail of an active user.</p>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autofocus autocomplete="email">
<input type="hidden" name="redirectUrl" value="${esc(redirectUrl)}">
<button type="submit">Sign in</button>
</form></body></html>`;
}
