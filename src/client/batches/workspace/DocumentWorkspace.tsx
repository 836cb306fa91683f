import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useCan, useNotification } from "@refinedev/core";
import { Box, Stack } from "@mui/material";
import { useBatchWrite } from "../useBatchWrite";
import { ClassificationForm } from "./ClassificationForm";
import { CustomPromptModal } from "./CustomPromptModal";
import { MasterKeyPanel } from "./MasterKeyPanel";
import { OcrTriggerModal } from "./OcrTriggerModal";
import { PdfViewer, type ShownPage } from "../viewer/PdfViewer";
import { keyBelongsToControl, pageForKey } from "../viewer/pageKeys";
import { RectangleLayer } from "./RectangleLayer";
import { SplitForm } from "./SplitForm";
import { ThumbnailsPanel } from "./ThumbnailsPanel";
import { useBatchFileUrl } from "../batchFiles";
import { useMasterKeys } from "./useMasterKeys";
import { useTextAnnotation } from "./useTextAnnotation";
import type { WorkspaceDraft } from "./useWorkspaceDraft";
import { categoryOfClass, documentsOf, pageOrder, thumbRows, triggersOnPage } from "./workspaceModel";
import type { DocumentClassRef } from "../../../domain/entities";
import type { Rect } from "../../../domain/geometry";
import type { MasterKeyRecordView, TriggerDraft, WorkspaceBatch } from "./types";

const KEY_UPDATE_ERROR = "Failed to update Master Key";

const IMAGE_RELOAD_INTERVAL_MS = 60_000;
const NO_CLASSES: DocumentClassRef[] = [];
const NO_RECORDS: MasterKeyRecordView[] = [];

/** The detail layout's widths (spec 01 section 9); on narrow screens the viewer gives the form room to stay readable. */
const WORKSPACE_WIDTHS = { thumbnails: "11%", viewer: "70%", form: "19%", formMin: 240 } as const;

/**
 * The Classification and Split views: thumbnails (11%), the document viewer (70%) and the side form
 * (19%). The viewer and the thumbnails follow one current page. Rectangles drawn on the viewer
 * become OCR triggers of master-key records.
 */
export function DocumentWorkspace({
  batch,
  mode,
  draft,
  editable,
  onReload,
}: {
  batch: WorkspaceBatch;
  mode: "classification" | "split";
  draft: WorkspaceDraft;
  /** The form may be changed (the batch waits for this validation). */
  editable: boolean;
  onReload: () => unknown;
}) {
  const { open } = useNotification();
  const write = useBatchWrite();
  const canEditKeys = !!useCan({ resource: "value-list-data", action: "edit" }).data?.can;
  const pageData = batch.pageData ?? [];
  const pages = useMemo(() => new Map(pageData.map((p) => [p.pageNo, p])), [pageData]);
  const documents = useMemo(
    () => (mode === "split" ? draft.documents : documentsOf(batch.splittedDocuments, pageData)),
    [mode, draft.documents, batch.splittedDocuments, pageData],
  );
  const order = useMemo(() => pageOrder(documents), [documents]);
  const rows = useMemo(() => thumbRows(documents, true), [documents]);

  // One current page for the viewer, the thumbnails and the form; a page that leaves the order (deleted) hands over to its neighbour.
  const [current, setCurrent] = useState(order[0] ?? 1);
  const lastIndex = useRef(0);
  const index = order.indexOf(current);
  if (index >= 0) lastIndex.current = index;
  const pageNo = index >= 0 ? current : (order[Math.min(lastIndex.current, order.length - 1)] ?? current);
  useEffect(() => {
    if (pageNo !== current) setCurrent(pageNo);
  }, [pageNo, current]);

  // Page keys (arrows, PageUp/PageDown, Home/End) flip pages unless a control has the key.
  const keyState = useRef({ order, pageNo });
  keyState.current = { order, pageNo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || keyBelongsToControl(e.target))
        return;
      const next = pageForKey(e.key, keyState.current.order, keyState.current.pageNo);
      if (next === null) return;
      e.preventDefault();
      setCurrent(next);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // The form follows the current page too.
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    formRef.current?.querySelector(`[data-form-page="${pageNo}"]`)?.scrollIntoView({ block: "nearest" });
  }, [pageNo, mode]);

  // Thumbnail URLs are signed for an hour: a workspace left open longer reads the batch again (keeping
  // the person's unsaved changes, which belong to the batch version) when an image fails, once a minute at most.
  const lastImageReload = useRef(0);
  const reloadForImages = useCallback(() => {
    if (Date.now() - lastImageReload.current < IMAGE_RELOAD_INTERVAL_MS) return;
    lastImageReload.current = Date.now();
    onReload();
  }, [onReload]);

  const merged = useBatchFileUrl(batch._id, batch.mergedDocument?.fileLocation, batch.mergedDocument?.url);
  const annotation = useTextAnnotation(batch._id, batch.mergedDocument?.textAnnotationFileLocation);
  const { categories, reload: reloadKeys } = useMasterKeys(batch._id);

  const page = pages.get(pageNo);
  const classId =
    mode === "classification" ? draft.classes[pageNo] || page?.documentClass?._id : page?.documentClass?._id;
  const category = categoryOfClass(classId, categories, pageData);
  const triggers = useMemo(() => triggersOnPage(page, categories), [page, categories]);
  const allRecords = useMemo(() => categories.flatMap((c) => c.records), [categories]);
  const currentRecord: MasterKeyRecordView | null = useMemo(
    () =>
      page?.masterKeyData
        ? (allRecords.find((r) => r._id === page.masterKeyData!._id) ?? {
            _id: page.masterKeyData._id,
            value: page.masterKeyData.value,
            customPrompt: page.masterKeyData.customPrompt,
            ocrTrigger: page.masterKeyData.ocrTrigger,
          })
        : null,
    [page, allRecords],
  );

  const [triggerDraft, setTriggerDraft] = useState<TriggerDraft | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [promptRecord, setPromptRecord] = useState<MasterKeyRecordView | null>(null);
  const [updating, setUpdating] = useState(false);

  const modalCategory =
    (triggerDraft?.recordId && categories.find((c) => c.records.some((r) => r._id === triggerDraft.recordId))) ||
    category;
  // Callbacks keep their identity across page flips, so the memoised panes and modals skip them.
  const closeTrigger = useCallback(() => {
    setTriggerDraft(null);
    setResetKey((k) => k + 1);
  }, []);
  const afterKeyChange = useCallback(() => {
    reloadKeys();
    void onReload();
  }, [reloadKeys, onReload]);
  const editTrigger = useCallback(
    (at: number, recordId: string, rect?: Rect) => {
      const shown = triggers.find((t) => t.recordId === recordId);
      if (!shown) return;
      const { x, y, width, height } = shown.trigger;
      setTriggerDraft({
        page: at,
        rect: rect ?? { x, y, width, height },
        recordId,
        regEx: shown.trigger.regEx,
        splitAction: shown.trigger.splitAction,
      });
    },
    [triggers],
  );
  const removeTrigger = useCallback(
    async (recordId: string) => {
      setUpdating(true);
      try {
        await write(`/value-list-data/${encodeURIComponent(recordId)}`, {
          method: "patch",
          body: { ocrTrigger: null },
          fallbackError: KEY_UPDATE_ERROR,
        });
        afterKeyChange();
      } catch (err) {
        open?.({
          type: "error",
          key: `remove-trigger-${recordId}`,
          message: (err instanceof Error && err.message) || KEY_UPDATE_ERROR,
        });
      } finally {
        setUpdating(false);
      }
    },
    [open, afterKeyChange, write],
  );
  const editPrompt = useCallback(() => currentRecord && setPromptRecord(currentRecord), [currentRecord]);
  const removeCurrentTrigger = useCallback(
    () => currentRecord && void removeTrigger(currentRecord._id),
    [currentRecord, removeTrigger],
  );
  const onTriggerSaved = useCallback(
    (message: string) => {
      closeTrigger();
      // The trigger shows only on pages whose master key is its record, so the toast says it was kept.
      open?.({ type: "success", key: "ocr-trigger-saved", message });
      afterKeyChange();
    },
    [closeTrigger, open, afterKeyChange],
  );
  const closePrompt = useCallback(() => setPromptRecord(null), []);
  const onPromptSaved = useCallback(() => {
    setPromptRecord(null);
    afterKeyChange();
  }, [afterKeyChange]);
  const overlay = useCallback(
    (shown: ShownPage) => (
      <RectangleLayer
        width={shown.width}
        height={shown.height}
        scale={shown.scale}
        drawing={shown.drawing}
        editable={canEditKeys}
        triggers={triggers}
        pending={triggerDraft && triggerDraft.page === shown.pageNo ? triggerDraft.rect : null}
        resetKey={resetKey}
        onDrawn={(rect) => setTriggerDraft({ page: shown.pageNo, rect })}
        onTriggerChanged={(id, rect) => editTrigger(shown.pageNo, id, rect)}
        onTriggerClick={(id) => editTrigger(shown.pageNo, id)}
      />
    ),
    [canEditKeys, triggers, triggerDraft, resetKey, editTrigger],
  );
  const classOptions = batch.job?.classification?.documentClasses ?? NO_CLASSES;

  return (
    <Box
      sx={{
        display: "flex",
        height: "calc(100vh - 250px)",
        minHeight: 520,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        overflow: "hidden",
      }}
      data-testid="workspace"
    >
      <Box
        sx={{ width: WORKSPACE_WIDTHS.thumbnails, flexShrink: 0, borderRight: 1, borderColor: "divider", minWidth: 0 }}
      >
        <ThumbnailsPanel
          rows={rows}
          pages={pages}
          current={pageNo}
          onSelect={setCurrent}
          onImageError={reloadForImages}
        />
      </Box>
      <Box sx={{ width: WORKSPACE_WIDTHS.viewer, flexShrink: 1, minWidth: 0 }}>
        <PdfViewer
          testId="document-viewer"
          goToPage
          fileUrl={merged.url}
          failed={merged.failed || (!batch.mergedDocument?.fileLocation && !!batch._id)}
          order={order}
          pageNo={pageNo}
          onPageChange={setCurrent}
          canDraw={canEditKeys}
          overlay={overlay}
        />
      </Box>
      <Box
        ref={formRef}
        sx={{
          width: WORKSPACE_WIDTHS.form,
          flexShrink: 0,
          minWidth: WORKSPACE_WIDTHS.formMin,
          borderLeft: 1,
          borderColor: "divider",
          overflowY: "auto",
          p: 1.25,
          bgcolor: "background.paper",
        }}
        data-testid="side-form"
      >
        <Stack spacing={1.5}>
          <MasterKeyPanel
            page={page}
            record={currentRecord}
            canEdit={canEditKeys}
            busy={updating}
            onEditPrompt={editPrompt}
            onRemoveTrigger={removeCurrentTrigger}
          />
          {mode === "classification" ? (
            <ClassificationForm
              documents={documents}
              pages={pages}
              classes={draft.classes}
              options={classOptions}
              eachPage={!!batch.job?.classification?.eachPageClassification}
              editable={editable}
              current={pageNo}
              onSelectPage={setCurrent}
              onChange={draft.setPageClasses}
            />
          ) : (
            <SplitForm
              documents={documents}
              pages={pages}
              editable={editable}
              changed={draft.documentsChanged}
              current={pageNo}
              onSelectPage={setCurrent}
              onChange={draft.setDocuments}
              onReset={draft.resetDocuments}
            />
          )}
        </Stack>
      </Box>
      <OcrTriggerModal
        draft={triggerDraft}
        annotationPage={triggerDraft ? annotation.get(triggerDraft.page) : undefined}
        records={modalCategory?.records ?? NO_RECORDS}
        categoryName={modalCategory?.categoryName ?? null}
        defaultRecordId={page?.masterKeyData?._id ?? null}
        onClose={closeTrigger}
        onSaved={onTriggerSaved}
      />
      <CustomPromptModal record={promptRecord} onClose={closePrompt} onSaved={onPromptSaved} />
    </Box>
  );
}
