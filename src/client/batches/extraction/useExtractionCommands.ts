import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { isConflict, messageOf, REPROCESS_ERROR, useExtractionCalls, VALIDATE_ERROR } from "./extractionApi";
import {
  confirmBlocker,
  deleteDoc,
  duplicateLabel,
  inputErrorCount,
  neighbour,
  nextUnvalidated,
  reprocessBody,
  setDocValidated,
  validateBody,
  workDocsOf,
} from "./extractionModel";
import type { ExtractionDraft } from "./useExtractionDraft";
import type { DocumentView } from "./useDocumentView";
import { usePaneShortcuts, type useFieldNavigation } from "./useFieldNavigation";

type Dialog = null | { kind: "reprocess" | "delete"; key: string } | { kind: "validate" };
type Busy = null | "validate" | "reprocess" | "not-duplicate";

/**
 * What the person does with the documents: open one, confirm it and go on (Ctrl+Enter), validate the batch, re-process
 * or delete a document, clear a duplicate flag. Every PATCH carries the batch version the pane holds; a conflict shows
 * the pane's Reload alert, other failures a toast. Which call is under way and which dialog is open.
 */
export function useExtractionCommands({
  draft,
  view,
  nav,
  editable,
  onReload,
}: {
  draft: ExtractionDraft;
  view: DocumentView;
  nav: ReturnType<typeof useFieldNavigation>;
  editable: boolean;
  onReload: () => void;
}) {
  const { open: notify } = useNotification();
  const { patchBatch, markNotDuplicate } = useExtractionCalls();
  const [busy, setBusy] = useState<Busy>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { batchId, docs, doc, base, update } = draft;

  const toast = (type: "error" | "success", key: string, message: string) => notify?.({ type, key, message });
  const conflictOrToast = (err: unknown, key: string, fallback: string) => {
    if (isConflict(err)) draft.setConflict(err.message);
    else toast("error", key, messageOf(err, fallback));
  };

  const open = (key: string, focus = false) => {
    draft.setSelectedKey(key);
    if (focus) nav.focusFirstField();
  };

  /** Confirm the document (Ctrl+Enter or the Confirm button) and open the next unvalidated one. */
  const confirmAndNext = () => {
    if (!doc || !editable || busy) return;
    draft.checks.flush(doc.key); // an edit not checked yet is checked now; its errors un-confirm the document
    let next = docs;
    if (!doc.validated) {
      const blocker = confirmBlocker(doc);
      if (blocker) {
        toast("error", "extraction-confirm", blocker);
        if (view.tab === "parsed") view.setTab("fields");
        nav.focusFirstField(true);
        return;
      }
      next = setDocValidated(docs, doc.key, true);
      update(() => next);
    }
    const following = nextUnvalidated(next, doc.key);
    if (following) open(following.key, true);
    else {
      toast(
        "success",
        "extraction-all-confirmed",
        "All documents are confirmed: validate the batch when you are ready.",
      );
      nav.focusValidate();
    }
  };

  const unconfirm = () => doc && update((ds) => setDocValidated(ds, doc.key, false));

  const step = (direction: 1 | -1) => {
    const target = neighbour(draft.listed, draft.selectedKey, direction);
    if (target) open(target.key, true);
  };

  usePaneShortcuts(
    {
      "confirm-next": confirmAndNext,
      "next-doc": () => step(1),
      "previous-doc": () => step(-1),
      "next-field": () => {},
      "previous-field": () => {},
    },
    !!dialog,
  );

  const validate = async (force = false) => {
    if (busy) return;
    const refused = docs.filter((d) => inputErrorCount(d) > 0);
    if (refused.length) {
      toast(
        "error",
        "extraction-validate-refused",
        `Correct the fields marked red first (${refused.map((d) => `Doc ${d.docNo}`).join(", ")}).`,
      );
      open(refused[0].key);
      nav.focusFirstField(true);
      return;
    }
    const unconfirmed = docs.filter((d) => !d.validated).length;
    if (!force && unconfirmed) {
      setDialog({ kind: "validate" });
      return;
    }
    setDialog(null);
    setBusy("validate");
    try {
      const saved = await patchBatch<any>(
        "extractionvalidate",
        { _id: batchId, version: base.version },
        validateBody(docs),
        VALIDATE_ERROR,
      );
      draft.saved();
      // The batch goes on to export once every document is confirmed and passes the class's validations.
      const waiting = saved?.status === "USER_VALIDATION" ? workDocsOf(saved).filter((d) => !d.validated).length : 0;
      if (unconfirmed) toast("success", "extraction-saved", "Changes saved.");
      else if (waiting)
        toast(
          "error",
          "extraction-still-open",
          `Saved, but ${waiting === 1 ? "1 document still has" : `${waiting} documents still have`} fields in error: correct and confirm ${waiting === 1 ? "it" : "them"}, then validate again.`,
        );
      onReload();
    } catch (err) {
      conflictOrToast(err, "extraction-validate-error", VALIDATE_ERROR);
    } finally {
      setBusy(null);
    }
  };

  const reprocess = async (key: string) => {
    const target = docs.find((d) => d.key === key);
    setDialog(null);
    if (!target || busy) return;
    setBusy("reprocess");
    try {
      await patchBatch(
        "reProcesssingleextractiondocument",
        { _id: batchId, version: base.version },
        reprocessBody(docs, target.docNo),
        REPROCESS_ERROR,
      );
      draft.saved();
      onReload();
    } catch (err) {
      conflictOrToast(err, "extraction-reprocess-error", REPROCESS_ERROR);
    } finally {
      setBusy(null);
    }
  };

  /**
   * Issue 15.4: the person says the document is no duplicate. Saved at once (with the version the pane holds); the
   * pane takes the new version as its own, so edits not saved yet stay and are saved with the next validation.
   */
  const notDuplicate = async (key: string) => {
    const target = docs.find((d) => d.key === key);
    if (!target?.duplicateOf || busy) return;
    setBusy("not-duplicate");
    try {
      const saved = await markNotDuplicate<any>({ _id: batchId, version: base.version }, target);
      const label = `${duplicateLabel(target.duplicateOf)}.`;
      draft.setBase({ id: batchId, version: saved?.version });
      draft.setDocs((ds) =>
        ds.map((d) => (d.key === key ? { ...d, duplicateOf: null, review: d.review.filter((r) => r !== label) } : d)),
      );
      toast("success", "extraction-not-duplicate", `Doc ${target.docNo} is marked as not a duplicate.`);
      onReload();
    } catch (err) {
      conflictOrToast(err, "extraction-not-duplicate-error", "The duplicate flag could not be cleared");
    } finally {
      setBusy(null);
    }
  };

  const remove = (key: string) => {
    setDialog(null);
    const i = docs.findIndex((d) => d.key === key);
    const rest = deleteDoc(docs, key);
    update(() => rest);
    if (key === draft.selectedKey) draft.setSelectedKey(rest[Math.min(i, rest.length - 1)]?.key ?? null);
  };

  const reload = () => {
    draft.reset();
    onReload();
  };

  const dialogDoc = dialog && dialog.kind !== "validate" ? docs.find((d) => d.key === dialog.key) : null;

  return {
    busy,
    dialog,
    setDialog,
    dialogDoc,
    open,
    confirmAndNext,
    unconfirm,
    validate,
    reprocess,
    notDuplicate,
    remove,
    reload,
  };
}
