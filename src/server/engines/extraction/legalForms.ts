/**
 * Company legal forms as compact words (letters and digits of each printed word, folded: "S.à r.l." → "sarl"), the
 * longer forms first. A name with one is a company's; a label word followed by one ("Lieferant GmbH") is a name.
 * "" stands for a word of punctuation only ("&" in "GmbH & Co. KG").
 */
export const LEGAL_FORMS: string[][] = [
  ["gmbh", "", "co", "kg"],
  ["gmbh", "co", "kg"],
  ["ag", "", "co", "kg"],
  ["ug", "haftungsbeschrankt"],
  ["pvt", "ltd"],
  ["private", "limited"],
  ["pty", "ltd"],
  ["s", "coop"],
  // "Lorenz & Partner PartG mbB".
  ["partg", "mbb"],
  // "S.à r.l.", "S.à r.l.-S": the Luxembourg forms, printed in two words.
  ["sa", "rls"],
  ["sa", "rl"],
  ["sarls"],
  ["sp", "z", "oo"],
  // Mexico: "S.A. de C.V.", "S. de R.L. de C.V.".
  ["s", "de", "rl", "de", "cv"],
  ["sa", "de", "cv"],
  ["sapi", "de", "cv"],
  // Italian "a r.l." (a responsabilità limitata) closing a company's name: "Soc. Agr. a r.l.", "Soc. Coop. a r.l.".
  ["a", "rl"],
  ...[
    // Germany, Austria, Switzerland
    "gmbh",
    "ag",
    "kg",
    "ohg",
    "ug",
    "og",
    "eu",
    "ek",
    "kgaa",
    "gbr",
    "eg",
    "genossenschaft",
    "ev",
    // A partnership of professionals; the Swiss general partnership.
    "partg",
    "klg",
    // Austria: "GesmbH".
    "gesmbh",
    // Benelux
    "bv",
    "nv",
    "bvba",
    "sprl",
    "srl",
    "cv",
    "cvba",
    "sc",
    "scrl",
    "scs",
    "vof",
    "commv",
    // Belgian non-profit associations.
    "vzw",
    "asbl",
    // France
    "sa",
    "sas",
    "sasu",
    "sarl",
    "eurl",
    "snc",
    "sci",
    "scop",
    // Companies of the liberal professions (lawyers, doctors, accountants) and of farming.
    "selarl",
    "selas",
    "scp",
    "scm",
    "earl",
    "gaec",
    // Italy
    "spa",
    "srls",
    "sapa",
    "sas",
    "ss",
    "arl",
    "scarl",
    // Italian-speaking Switzerland: "Sagl".
    "sagl",
    // Spain and Portugal
    "sl",
    "slu",
    "sau",
    "scoop",
    "sll",
    "slne",
    "lda",
    // English-speaking countries
    "inc",
    "ltd",
    "limited",
    "llc",
    "llp",
    "pllc",
    "lp",
    "plc",
    "dac",
    "clg",
    "cic",
    "uc",
    "corp",
    "corporation",
    // Ireland in Irish: "Teoranta" (limited), "Teo.".
    "teoranta",
    "teo",
    "co",
    // Nordic and central European
    "oy",
    "ab",
    "as",
    "aps",
    "sro",
    "kft",
    "zrt",
  ].map((w) => [w]),
];

/** Short forms that are also words or abbreviations ("ag", "co", "as"): only printed with a capital. */
export const SHORT_NEEDS_CAPITAL = new Set([
  "ag",
  "kg",
  "sa",
  "sl",
  "oy",
  "ab",
  "as",
  "co",
  "ug",
  "nv",
  "bv",
  "spa",
  "og",
  "eu",
  "ek",
  "cv",
  "uc",
  "lp",
  "ss",
  "eg",
]);

/** Words of the forms, but not the little words inside some of them ("a r.l.", "S.A. de C.V."), which are everywhere. */
export const LEGAL_WORDS = new Set(LEGAL_FORMS.flat().filter((w) => w && w !== "a" && w !== "de"));
/** The words a form begins with, where a search for one starts ("a" of "a r.l."). */
export const LEGAL_FORM_STARTS = new Set(LEGAL_FORMS.map((form) => form[0]));

/**
 * Forms written out in words that also begin names ("Transports Dupont Société coopérative", but "Cooperativa
 * Olivar S.Coop."): read as a form where they close a name, never counted as legal words on their own.
 */
export const WRITTEN_FORMS: string[][] = [
  ["societe", "cooperative"],
  ["societe", "anonyme"],
  ["societa", "cooperativa"],
  ["sociedad", "cooperativa"],
  ["sociedad", "limitada"],
  ["sociedad", "anonima"],
];

/** Forms printed before the name as well as after it ("SAS Mercier Informatique", "SARL Dupont"). */
export const LEADING_FORMS = new Set(["sas", "sasu", "sarl", "eurl", "snc", "sa", "sci", "scop"]);
