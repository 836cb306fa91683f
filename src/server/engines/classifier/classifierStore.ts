/**
 * Training data of the built-in classifier: the validated pages of each organization, bounded to
 * the newest MAX_EXAMPLES_PER_CLASS per class, and the model built from them.
 *
 * A stored example keeps its page text (cut to MAX_CHARS) and its learnable features as jsonb
 * token counts of FEATURES_VERSION; rows of another version are recomputed from their text when
 * loaded, so changing the tokenizer needs no data migration. An example may carry a key (say
 * "{batchId}:{pageNo}"): validating the same page again replaces its example instead of adding a
 * second one, so a re-validated or corrected page counts once, with its latest class.
 */
import type { Queryable } from "../../db/db";
import { FEATURES_VERSION, MAX_CHARS, featuresFromJson, featuresToJson, learnedFeatures } from "./features";
import {
  buildModel,
  type ClassProfile,
  type ClassifierModel,
  type ClassifierOptions,
  type TrainingExample,
} from "./model";

/** Examples kept per class: the newest ones. */
const MAX_EXAMPLES_PER_CLASS = 500;

/** A validated page to learn from. */
interface StoredExample {
  classId: string;
  text: string;
  /** Identifies the page (e.g. "{batchId}:{pageNo}"); a later example with the same key replaces it. */
  key?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores validated pages as training examples of their classes (pages without text teach nothing
 * and are skipped) and trims each touched class to its newest MAX_EXAMPLES_PER_CLASS. Returns the
 * number stored. Several statements: pass a transaction to make them atomic with the validation.
 * Class ids must be document classes of the organization (foreign key).
 */
export async function addExamples(
  db: Queryable,
  orgId: string,
  examples: readonly StoredExample[],
  maxPerClass = MAX_EXAMPLES_PER_CLASS,
): Promise<number> {
  // The last example of a key wins within one call too.
  const byKey = new Map<string, StoredExample>();
  const rows: { classId: string; key: string | null; text: string; features: string }[] = [];
  const unkeyed: StoredExample[] = [];
  for (const ex of examples) {
    if (ex.key) byKey.set(ex.key, ex);
    else unkeyed.push(ex);
  }
  for (const ex of [...byKey.values(), ...unkeyed]) {
    const text = (ex.text ?? "").slice(0, MAX_CHARS);
    const features = learnedFeatures(text);
    if (features.size === 0) continue;
    rows.push({ classId: ex.classId, key: ex.key ?? null, text, features: JSON.stringify(featuresToJson(features)) });
  }
  const keys = [...byKey.keys()];
  if (keys.length)
    await db.query(`DELETE FROM classifier_examples WHERE organization_id = $1 AND source_key = ANY($2::text[])`, [
      orgId,
      keys,
    ]);
  if (!rows.length) return 0;
  await db.query(
    `INSERT INTO classifier_examples (organization_id, document_class_id, source_key, text, features, features_version)
     SELECT $1, u.class_id, u.source_key, u.text, u.features::jsonb, $6
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS u(class_id, source_key, text, features)`,
    [
      orgId,
      rows.map((r) => r.classId),
      rows.map((r) => r.key),
      rows.map((r) => r.text),
      rows.map((r) => r.features),
      FEATURES_VERSION,
    ],
  );
  const classIds = [...new Set(rows.map((r) => r.classId))];
  await db.query(
    `DELETE FROM classifier_examples WHERE id IN (
       SELECT id FROM (
         SELECT id, row_number() OVER (PARTITION BY document_class_id ORDER BY id DESC) AS rn
           FROM classifier_examples
          WHERE organization_id = $1 AND document_class_id = ANY($2::uuid[])
       ) ranked WHERE rn > $3)`,
    [orgId, classIds, maxPerClass],
  );
  return rows.length;
}

interface ExampleRow {
  document_class_id: string;
  /** Only for rows of another features version. */
  text: string | null;
  /** jsonb as text: parsing it in JS is several times faster than the driver's jsonb parsing. */
  features: string;
  features_version: number;
}

/**
 * The organization's classifier for these classes (the job's, or all of them): their profiles as
 * the cold-start prior plus their stored examples. Classes without examples rely on their profile.
 */
export async function loadModel(
  db: Queryable,
  orgId: string,
  classProfiles: readonly ClassProfile[],
  options: Partial<ClassifierOptions> = {},
): Promise<ClassifierModel> {
  const ids = [...new Set(classProfiles.map((p) => p._id).filter((id) => UUID.test(id)))];
  const rows = ids.length
    ? await db.query<ExampleRow>(
        `SELECT document_class_id, CASE WHEN features_version = $3 THEN NULL ELSE text END AS text,
                features::text AS features, features_version
           FROM classifier_examples
          WHERE organization_id = $1 AND document_class_id = ANY($2::uuid[]) ORDER BY id`,
        [orgId, ids, FEATURES_VERSION],
      )
    : [];
  const examples: TrainingExample[] = rows.map((r) => ({
    classId: r.document_class_id,
    features:
      r.features_version === FEATURES_VERSION
        ? featuresFromJson(JSON.parse(r.features))
        : learnedFeatures(r.text ?? ""),
  }));
  return buildModel([...classProfiles], examples, options);
}

/** Stored examples per class of the organization (for display and tests). */
export async function countExamples(db: Queryable, orgId: string): Promise<Record<string, number>> {
  const rows = await db.query<{ document_class_id: string; n: number | string }>(
    `SELECT document_class_id, count(*) AS n FROM classifier_examples WHERE organization_id = $1 GROUP BY document_class_id`,
    [orgId],
  );
  return Object.fromEntries(rows.map((r) => [r.document_class_id, Number(r.n)]));
}
