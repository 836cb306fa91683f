import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../testing/testApp";
import { API_DOCS } from "./apiDocs";
import { requestSchema } from "./openapi";
import { userCreateSchema } from "../../domain/schemas/user";
import { listQuery } from "../batches/batchRoutes";

/** How a Fastify route pattern reads as an OpenAPI path. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}").replace(/\*$/, "{*}");

describe.each(TEST_DATABASES)("OpenAPI document (%s)", (kind) => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every registered /api route, with its access as x-access, and nothing else", () => {
    const routes = t.app.routeAccess.filter((r) => !r.url.startsWith("/api/docs"));
    expect(routes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const r of routes) {
      const op = doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) missing.push(`${r.method} ${r.url}: not in the document`);
      else if (JSON.stringify(op["x-access"]) !== JSON.stringify(r.access))
        missing.push(`${r.method} ${r.url}: x-access ${JSON.stringify(op["x-access"])}`);
      // Undescribed routes get their method and path as summary.
      if (op && op.summary === `${r.method} ${r.url}`)
        missing.push(`${r.method} ${r.url}: describe it in the route's config.docs or in src/server/http/apiDocs.ts`);
    }
    expect(missing).toEqual([]);
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(operations.sort()).toEqual(routes.map((r) => `${r.method} ${openapiPath(r.url)}`).sort());
    expect(Object.keys(API_DOCS).filter((k) => !routes.some((r) => `${r.method} ${r.url}` === k))).toEqual([]);
  });

  it("takes request schemas from the zod schemas the handlers parse with, and lists error answers and security", () => {
    const post = doc.paths["/api/user"].post;
    expect(post.requestBody.content["application/json"].schema).toEqual(requestSchema(userCreateSchema));
    expect(Object.keys(post.responses).sort()).toEqual(["200", "400", "401", "403", "409"]);
    expect(post.responses["403"].content["application/json"].schema.required).toEqual([
      "statusCode",
      "error",
      "message",
    ]);
    expect(post.responses["409"].content["application/json"].schema.properties.code.enum).toEqual(
      expect.arrayContaining(["conflict_exists", "conflict_version", "forbidden", "validation_failed"]),
    );
    expect(post.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(post["x-access"]).toEqual({ entity: "user", action: "create" });
    const list = doc.paths["/api/batch"].get;
    expect(list.parameters.map((p: any) => `${p.in}:${p.name}`).sort()).toEqual(
      Object.keys(requestSchema(listQuery).properties as object)
        .map((n) => `query:${n}`)
        .sort(),
    );
    const byId = doc.paths["/api/user/{id}"].delete;
    expect(byId.parameters).toEqual([expect.objectContaining({ in: "path", name: "id", required: true })]);
    expect(Object.keys(byId.responses)).toContain("404");
    expect(doc.paths["/api/health"].get.security).toEqual([]);
    expect(doc.paths["/api/health"].get["x-access"]).toBe("public");
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves the interactive reference and its assets from this server, without a session", async () => {
    const page = await t.app.inject({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, "assets come from this server").not.toMatch(/^(https?:)?\/\//);
      const res = await t.app.inject({ url: new URL(asset, "http://localhost/api/docs").pathname });
      expect(res.statusCode, asset).toBe(200);
    }
    const init = await t.app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(init.body, "no call to Swagger's online validator").toContain("validatorUrl: null");
    expect(init.body).toContain("resolveUrl('./json')");
    expect((await t.app.inject({ url: "/api/docs/json" })).json().paths).toEqual(doc.paths);
  });
});
