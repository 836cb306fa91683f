/**
 * Fits the classifier's confidence calibration (bench/classify.ts --fit): a logistic regression of 'the best
 * class is right' on the margin between the best and the second class's scores and on log(1 + evidence), over
 * whole documents of a development seed of the generated kinds (not the seed the benchmark reports on) at 0, 1,
 * 3 and 5 validated documents per class. Then the same fit on half of the kinds is checked on the other half
 * (kinds it never saw), to show how far the calibration carries to documents unlike those it was fitted on.
 */
import {
  buildModel,
  classifyDocument,
  type ClassProfile,
  type ClassifierOptions,
  type TrainingExample,
} from "../../src/server/engines/classifier/index.js";
import { KINDS, generateKindCorpus } from "./docKindsCorpus.js";

interface Ctx {
  profiles: ClassProfile[];
  allowed: string[];
  nameById: Map<string, string>;
  idByName: Map<string, string>;
  classOfKind: Map<string, string>;
  options: Partial<ClassifierOptions>;
  levels: number[];
}
interface Point {
  kind: string;
  margin: number;
  evidence: number;
  ok: boolean;
}

const logit = (p: number) => Math.log(Math.max(1e-12, p) / Math.max(1e-12, 1 - p));

/** Newton's method for logistic regression on x = [1, margin, log(1 + evidence)]. */
function fitLogistic(points: Point[]): [number, number, number] {
  let w = [0, 1, 0];
  const xs = points.map((p) => [1, Math.min(p.margin, 10), Math.log(1 + p.evidence)]);
  for (let it = 0; it < 50; it++) {
    const g = [0, 0, 0];
    const h = [
      [1e-6, 0, 0],
      [0, 1e-6, 0],
      [0, 0, 1e-6],
    ];
    xs.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(w[0] * x[0] + w[1] * x[1] + w[2] * x[2])));
      const y = points[i].ok ? 1 : 0;
      for (let a = 0; a < 3; a++) {
        g[a] += (y - p) * x[a];
        for (let b = 0; b < 3; b++) h[a][b] += p * (1 - p) * x[a] * x[b];
      }
    });
    // solve h d = g (3x3, Cramer)
    const det = (m: number[][]) =>
      m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
      m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
      m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    const D = det(h);
    const d = [0, 1, 2].map((c) => det(h.map((row, r) => row.map((v, k) => (k === c ? g[r] : v)))) / D);
    w = w.map((v, i) => v + d[i]);
    if (Math.max(...d.map(Math.abs)) < 1e-9) break;
  }
  return w as [number, number, number];
}

function points(ctx: Ctx, seed: number): Point[] {
  const docs = generateKindCorpus(seed, 16);
  const out: Point[] = [];
  // margin and evidence read back through the calibration: with (0, 1, 0) confidence = sigmoid(margin),
  // with (0, 0, 1) it is sigmoid(log(1 + evidence)).
  const probe = (n: number, opts: Partial<ClassifierOptions>) => {
    const train = new Map<string, number>();
    const examples: TrainingExample[] = [];
    const test = [];
    for (const d of docs) {
      const name = ctx.classOfKind.get(d.kind)!;
      const used = train.get(name) ?? 0;
      if (used < n) {
        train.set(name, used + 1);
        for (const text of d.pages) examples.push({ classId: ctx.idByName.get(name)!, text });
      } else test.push(d);
    }
    const model = buildModel(ctx.profiles, examples, { ...ctx.options, ...opts, unsureBelow: 0 });
    return test.map((d) => ({ d, r: classifyDocument(model, d.pages, ctx.allowed) }));
  };
  for (const n of ctx.levels) {
    const m = probe(n, { calA: 0, calMargin: 1, calEvidence: 0 });
    const e = probe(n, { calA: 0, calMargin: 0, calEvidence: 1 });
    m.forEach(({ d, r }, i) => {
      const ev = Math.exp(logit(e[i].r.confidence)) - 1;
      out.push({
        kind: d.kind,
        margin: logit(r.confidence),
        evidence: ev,
        ok: ctx.nameById.get(r.bestClassId!) === ctx.classOfKind.get(d.kind),
      });
    });
  }
  return out;
}

const sig = (w: number[], p: Point) =>
  1 / (1 + Math.exp(-(w[0] + w[1] * Math.min(p.margin, 10) + w[2] * Math.log(1 + p.evidence))));

function report(label: string, w: number[], ps: Point[]) {
  const hi = ps.filter((p) => sig(w, p) >= 0.9);
  const lo = ps.filter((p) => sig(w, p) < 0.5);
  console.log(
    `    ${label.padEnd(44)} n=${String(ps.length).padStart(4)}  >=0.9: ${String(hi.length).padStart(4)}, ${((100 * hi.filter((p) => p.ok).length) / Math.max(1, hi.length)).toFixed(1)}% right;  <0.5 (unsure): ${String(lo.length).padStart(4)}, ${((100 * lo.filter((p) => p.ok).length) / Math.max(1, lo.length)).toFixed(1)}% right`,
  );
}

export async function fitCalibration(ctx: Ctx) {
  console.log("\nCalibration fit (--fit): development seed 101, 16 documents per kind, levels " + ctx.levels.join("/"));
  const ps = points(ctx, 101);
  const w = fitLogistic(ps);
  console.log(
    `  fitted on all kinds: calA ${w[0].toFixed(3)}, calMargin ${w[1].toFixed(3)}, calEvidence ${w[2].toFixed(3)}`,
  );
  report("in-sample (seed 101, all kinds)", w, ps);
  const even = new Set(KINDS.filter((_, i) => i % 2 === 0).map((k) => k.key));
  const a = ps.filter((p) => even.has(p.kind)),
    b = ps.filter((p) => !even.has(p.kind));
  const wa = fitLogistic(a),
    wb = fitLogistic(b);
  report("fitted on even kinds, checked on odd kinds", wa, b);
  report("fitted on odd kinds, checked on even kinds", wb, a);
  report("fitted on seed 101, checked on seed 202", w, points(ctx, 202));
}
