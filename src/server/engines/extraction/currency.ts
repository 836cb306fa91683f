/**
 * The document's currency as an ISO code: a Currency label first, then the currency printed with
 * the document's key amounts, then the codes and symbols printed anywhere ("$" is USD unless the
 * document names another dollar).
 */
import type { Layout, Token } from "./layout";
import { currencyOfToken } from "./readers";
import { fold, hasDigit } from "./text";
import type { Candidate } from "./candidates";

const WORDS: [RegExp, string][] = [
  [/\bus dollars?\b/, "USD"],
  [/\bu\.s\. dollars?\b/, "USD"],
  [/\beuros?\b/, "EUR"],
  [/\brupees?\b/, "INR"],
  [/\bpounds? sterling\b/, "GBP"],
  [/\bswiss francs?\b/, "CHF"],
  [/\bcanadian dollars?\b/, "CAD"],
  [/\baustralian dollars?\b/, "AUD"],
];

const AMBIGUOUS_MARKS = new Set(["rs", "rs.", "kr"]);

export function detectCurrency(layout: Layout, keyAmounts: Candidate[]): Candidate | null {
  const votes = new Map<string, { weight: number; tokens: Token[] }>();
  const vote = (code: string, weight: number, tokens: Token[]) => {
    const v = votes.get(code) ?? { weight: 0, tokens };
    v.weight += weight;
    votes.set(code, v);
  };
  for (const amount of keyAmounts) {
    const tokens = amount.tokens;
    const marks = tokens.map(currencyOfToken).filter((c): c is string => !!c);
    if (amount.currency)
      vote(
        amount.currency,
        3,
        tokens.filter((t) => currencyOfToken(t) || /\D/.test(t.text)),
      );
    else if (marks.length) vote(marks[0], 3, tokens);
    else {
      // A code or symbol right next to the amount ("34,73 EUR", "EUR 34,73").
      const line = layout.lines[tokens[0].line];
      const before = line.tokens[tokens[0].index - 1];
      const after = line.tokens[tokens[tokens.length - 1].index + 1];
      for (const t of [before, after]) {
        const code = t && currencyOfToken(t);
        if (code) vote(code, 2, [t]);
      }
    }
  }
  for (const line of layout.lines) {
    line.tokens.forEach((t, i) => {
      const code = currencyOfToken(t);
      if (code) {
        // "Rs" and "kr" count only next to a number.
        if (
          AMBIGUOUS_MARKS.has(t.text.toLowerCase()) &&
          !(hasDigit(line.tokens[i + 1]?.text ?? "") || hasDigit(line.tokens[i - 1]?.text ?? ""))
        )
          return;
        vote(code, 1, [t]);
        return;
      }
      // A symbol glued to a number: "$4.11", "€3.50", "₹1939", "29,99€"
      const glued = /^[-(]?([€$£¥₹])\d|\d([€$£¥₹])\)?$/.exec(t.text);
      if (glued) vote(currencyOfToken({ ...t, text: glued[1] ?? glued[2] })!, 1, [t]);
    });
    const text = fold(line.text);
    for (const [pattern, code] of WORDS) if (pattern.test(text)) vote(code, 1, line.tokens);
  }
  if (votes.size === 0) return null;
  const sorted = [...votes.entries()].sort((a, b) => b[1].weight - a[1].weight);
  const [code, best] = sorted[0];
  const total = sorted.reduce((n, [, v]) => n + v.weight, 0);
  return { value: code, tokens: best.tokens, score: Math.min(1, 0.4 + 0.6 * (best.weight / total)), source: "layout" };
}
