// Guards the rule of src/domain: code that the browser and the server both
// import, so no Node or DOM APIs and no imports from the client or the server.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const domainDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

describe("src/domain", () => {
  const files = sourceFiles(domainDir);

  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [file.slice(domainDir.length + 1), file]))("%s stays isomorphic", (_, file) => {
    const source = withoutComments(readFileSync(file, "utf8"));
    const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1]);
    for (const specifier of specifiers) {
      if (specifier.startsWith(".")) {
        // Relative imports stay inside src/domain.
        expect(resolve(dirname(file), specifier).startsWith(domainDir)).toBe(true);
      } else {
        // Packages are fine (zod); Node built-ins are not.
        expect(specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0])).toBe(false);
      }
    }
    expect(source).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\.\w/);
    expect(source).not.toMatch(/\bprocess\.\w|\bBuffer\.\w|\brequire\(/);
  });
});
