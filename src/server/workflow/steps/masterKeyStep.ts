import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { advance } from "../engine";

/** MasterKeyIdentification: the page's master key (e.g. the vendor) for pages whose class has a master-key category. */
export async function masterKeyStep(s: Services, batch: BatchRow) {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "MASTER_KEY_IDENTIFICATION" });
  // TODO(issue 5): the matcher of src/server/engines/masterKey; until it lands pages keep no master key.
  await advance(s, batch, { status: "SPLITTING", page_data: batch.page_data.map((p) => ({ ...p, masterKeyData: p.masterKeyData ?? null })), nextStep: "Split" });
}
