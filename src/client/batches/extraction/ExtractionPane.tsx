import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useCan, useNavigation, useNotification } from "@refinedev/core";
import { Alert, Box, Button, Chip, CircularProgress, FormControlLabel, Link, Stack, Switch, Tab, Tabs, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from "@mui/material";
import CheckIcon from "@mui/icons-material/Check";
import KeyboardIcon from "@mui/icons-material/KeyboardOutlined";
import { DeleteDialog } from "../../components/DeleteDialog";
import { EMPTY_ANNOTATIONS, readAnnotations, type DocAnnotations } from "./annotations";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DocumentList } from "./DocumentList";
import { DocumentMenu } from "./DocumentMenu";
import { checkExtraction, downloadUrls, fetchStoredJson, isConflict, markNotDuplicate, messageOf, patchBatch, REPROCESS_ERROR, VALIDATE_ERROR } from "./extractionApi";
import {
  applyCheck,
  checkBody,
  checkThresholdOf,
  duplicateLabel,
  confirmBlocker,
  deleteDoc,
  editCell,
  addTableRow,
  deleteTableRow,
  editProperty,
  filterCounts,
  filterDocs,
  inputErrorCount,
  isEditable,
  neighbour,
  nextUnvalidated,
  pagesLabel,
  propertyError,
  reprocessBody,
  setDocValidated,
  validateBody,
  workDocsOf,
  type DocFilter,
  type WorkDoc,
} from "./extractionModel";
import { FieldsTab } from "./FieldsTab";
import { fieldShortcut, NAV_ATTRIBUTE, navigableInputs, paneShortcut, SHORTCUT_HINT, stepInput, type Shortcut } from "./keyboard";
import { useCheckOnly } from "./useCheckOnly";
import { ParsedDataTab } from "./ParsedDataTab";
import { HighlightViewer } from "./HighlightViewer";
import { TablesTab } from "./TablesTab";
import { useFieldChoices } from "./useFieldChoices";
import { Link as RouterLink } from "react-router";

interface ExtractionPaneProps {
  batch: any;
  onReload: () => void;
  /** Told whether the pane holds edits not saved yet. */
  onDirtyChange?: (dirty: boolean) => void;
}

type DataTab = "fields" | "tables" | "parsed";
type Focused = { kind: "field" | "cell"; id: string } | null;
type Dialog = null | { kind: "reprocess" | "delete"; key: string } | { kind: "validate" };

const firstToOpen = (docs: WorkDoc[]) => (docs.find((d) => !d.validated) ?? docs[0])?.key ?? null;

/** The height that fills the window below the element's top, so the pane never makes the page scroll. */
function useFillHeight(ref: React.RefObject<HTMLElement | null>, deps: unknown[]) {
  const [height, setHeight] = useState(560);
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(480, Math.floor(window.innerHeight - top - 28)));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return height;
}

/**
 * The Extraction view of the batch workspace (spec 01): documents on the left, the document's PDF and its
 * data (Fields, Tables, Parsed Data) on the right. Edits and confirmations stay here until the batch is
 * validated (PATCH /batch/extractionvalidate/{id}); every PATCH carries the batch version it changes.
 */
export function ExtractionPane({ batch, onReload, onDirtyChange }: ExtractionPaneProps) {
  const { open: notify } = useNotification();
  const { editUrl } = useNavigation();
  const editable = isEditable(batch);
  // The server re-processes a document only while the batch waits for the extraction to be validated.
  const canReprocess = !!useCan({ resource: "batches", action: "reprocess" }).data?.can && editable;
  const batchId: string = batch?._id ?? "";
  const choices = useFieldChoices(batchId);

  const [docs, setDocs] = useState<WorkDoc[]>(() => workDocsOf(batch));
  const [base, setBase] = useState<{ id: string; version: number }>({ id: batchId, version: batch?.version });
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const acceptNext = useRef(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(() => firstToOpen(workDocsOf(batch)));
  const [filter, setFilter] = useState<DocFilter>("all");
  const [show, setShow] = useState<string[]>(["document", "data"]);
  const [tab, setTab] = useState<DataTab>("fields");
  const [checkOnly, setCheckOnly] = useCheckOnly();
  const [focused, setFocused] = useState<Focused>(null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<null | "validate" | "reprocess" | "not-duplicate">(null);
  // Issue 15: the job's threshold this batch was extracted with; below it a value is marked 'check'.
  const threshold = checkThresholdOf(batch);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [focusRequest, setFocusRequest] = useState<{ n: number; errorFirst?: boolean }>({ n: 0 });
  const dataRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const validateRef = useRef<HTMLButtonElement>(null);

  // The class's validations on the current values after an edit (300 ms after the last keystroke, at once on
  // leaving the field), so errors that depend on the edited field follow it. A failed check changes nothing.
  const docsRef = useRef(docs);
  docsRef.current = docs;
  const checkTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const checkSeq = useRef(new Map<string, number>());
  const cancelChecks = useCallback(() => {
    for (const timer of checkTimers.current.values()) clearTimeout(timer);
    checkTimers.current.clear();
    for (const [key, n] of checkSeq.current) checkSeq.current.set(key, n + 1);
  }, []);
  const runCheck = useCallback(
    (key: string) => {
      clearTimeout(checkTimers.current.get(key));
      checkTimers.current.delete(key);
      const target = docsRef.current.find((d) => d.key === key);
      if (!target || !batchId) return;
      const seq = (checkSeq.current.get(key) ?? 0) + 1;
      checkSeq.current.set(key, seq);
      checkExtraction(batchId, checkBody(target)).then(
        (res) => {
          if (checkSeq.current.get(key) !== seq || !Array.isArray(res?.properties)) return;
          setDocs((ds) => applyCheck(ds, key, res.properties));
        },
        () => {},
      );
    },
    [batchId],
  );
  const scheduleCheck = (key: string) => {
    clearTimeout(checkTimers.current.get(key));
    checkTimers.current.set(key, setTimeout(() => runCheck(key), 300));
  };
  const flushCheck = (key: string) => {
    if (checkTimers.current.has(key)) runCheck(key);
  };
  useEffect(() => cancelChecks, [cancelChecks]);

  const resetToBatch = useCallback(() => {
    cancelChecks();
    const next = workDocsOf(batch);
    setDocs(next);
    setBase({ id: batch?._id ?? "", version: batch?.version });
    setDirty(false);
    setStale(false);
    setConflict(null);
    setSelectedKey((k) => (next.some((d) => d.key === k) ? k : firstToOpen(next)));
  }, [batch, cancelChecks]);

  // A newer batch replaces the working copy, unless it holds edits of the person: those are never silently lost.
  useEffect(() => {
    if ((batch?._id ?? "") === base.id && batch?.version === base.version) return;
    if ((batch?._id ?? "") !== base.id || !dirty || acceptNext.current) {
      acceptNext.current = false;
      resetToBatch();
    } else setStale(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batch?._id, batch?.version]);

  // The workspace guards unsaved edits (leaving the page or the tab, closing the window asks first).
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const update = (change: (docs: WorkDoc[]) => WorkDoc[]) => {
    setDocs(change);
    setDirty(true);
  };

  const doc = docs.find((d) => d.key === selectedKey) ?? null;
  const counts = filterCounts(docs);
  const listed = useMemo(() => filterDocs(docs, filter), [docs, filter]);

  useEffect(() => {
    setPage(1);
    setFocused(null);
  }, [selectedKey]);

  // The document's PDF through a short-lived URL.
  const fileLocation = doc?.fileLocation ?? null;
  const [pdf, setPdf] = useState<{ url: string | null; error: string | null }>({ url: null, error: null });
  useEffect(() => {
    let cancelled = false;
    if (!fileLocation) {
      setPdf({ url: null, error: doc ? "This document has no file." : null });
      return;
    }
    setPdf({ url: null, error: null });
    downloadUrls.get(batchId, fileLocation).then(
      (url) => !cancelled && setPdf({ url, error: null }),
      (err) => !cancelled && setPdf({ url: null, error: messageOf(err, "The document could not be loaded.") }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batchId, fileLocation]);

  // Where the values were found, for the highlight.
  const annotationLocation = doc?.extractionAnnotationFileLocation ?? null;
  const annotationCache = useRef(new Map<string, DocAnnotations>());
  const [annotations, setAnnotations] = useState<DocAnnotations>(EMPTY_ANNOTATIONS);
  useEffect(() => {
    let cancelled = false;
    if (!annotationLocation) {
      setAnnotations(EMPTY_ANNOTATIONS);
      return;
    }
    const cached = annotationCache.current.get(annotationLocation);
    if (cached) {
      setAnnotations(cached);
      return;
    }
    setAnnotations(EMPTY_ANNOTATIONS);
    fetchStoredJson(batchId, annotationLocation).then((json) => {
      const read = readAnnotations(json);
      if (json) annotationCache.current.set(annotationLocation, read);
      if (!cancelled) setAnnotations(read);
    });
    return () => {
      cancelled = true;
    };
  }, [batchId, annotationLocation]);

  const highlights = useMemo(() => (!focused ? [] : ((focused.kind === "field" ? annotations.fields : annotations.cells).get(focused.id) ?? [])), [focused, annotations]);

  // After opening a document from the keyboard, the cursor goes to its first field (or first field in error).
  useEffect(() => {
    if (!focusRequest.n) return;
    const frame = requestAnimationFrame(() => {
      const root = dataRef.current;
      if (!root) return;
      const target =
        (focusRequest.errorFirst ? root.querySelector<HTMLElement>(`[${NAV_ATTRIBUTE}][aria-invalid="true"]`) : null) ?? root.querySelector<HTMLElement>(`[${NAV_ATTRIBUTE}]:not(:disabled)`);
      target?.focus();
      if (target instanceof HTMLInputElement) target.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  // Opening the pane puts the cursor in the first field, ready to type.
  useEffect(() => {
    if (editable) setFocusRequest((r) => ({ n: r.n + 1 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = (key: string, focus = false) => {
    setSelectedKey(key);
    if (focus) setFocusRequest((r) => ({ n: r.n + 1 }));
  };

  const toast = (type: "error" | "success", key: string, message: string) => notify?.({ type, key, message });

  /** Confirm the document (Ctrl+Enter or the Confirm button) and open the next unvalidated one. */
  const confirmAndNext = () => {
    if (!doc || !editable || busy) return;
    flushCheck(doc.key); // an edit not checked yet is checked now; its errors un-confirm the document
    let next = docs;
    if (!doc.validated) {
      const blocker = confirmBlocker(doc);
      if (blocker) {
        toast("error", "extraction-confirm", blocker);
        if (tab === "parsed") setTab("fields");
        setFocusRequest((r) => ({ n: r.n + 1, errorFirst: true }));
        return;
      }
      next = setDocValidated(docs, doc.key, true);
      update(() => next);
    }
    const following = nextUnvalidated(next, doc.key);
    if (following) open(following.key, true);
    else {
      toast("success", "extraction-all-confirmed", "All documents are confirmed: validate the batch when you are ready.");
      requestAnimationFrame(() => validateRef.current?.focus());
    }
  };

  const unconfirm = () => doc && update((ds) => setDocValidated(ds, doc.key, false));

  const step = (direction: 1 | -1) => {
    const target = neighbour(listed, selectedKey, direction);
    if (target) open(target.key, true);
  };

  const handlers = useRef<Record<Shortcut, () => void>>({} as Record<Shortcut, () => void>);
  handlers.current = { "confirm-next": confirmAndNext, "next-doc": () => step(1), "previous-doc": () => step(-1), "next-field": () => {}, "previous-field": () => {} };
  const dialogOpen = useRef(false);
  dialogOpen.current = !!dialog;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = paneShortcut(e);
      if (!shortcut || dialogOpen.current || e.defaultPrevented) return;
      e.preventDefault();
      handlers.current[shortcut]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  /** Enter moves to the next field, Shift+Enter back; after the last one comes the Confirm button. */
  const onDataKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (!target.hasAttribute(NAV_ATTRIBUTE)) return;
    const shortcut = fieldShortcut({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing });
    if (!shortcut) return;
    e.preventDefault();
    const inputs = Array.from(dataRef.current?.querySelectorAll<HTMLElement>(`[${NAV_ATTRIBUTE}]`) ?? []).filter((el) => !(el as HTMLInputElement).disabled);
    const next = stepInput(navigableInputs(inputs, target, checkOnly), target, shortcut === "next-field" ? 1 : -1);
    if (next) {
      next.focus();
      if (next instanceof HTMLInputElement) next.select();
    } else if (shortcut === "next-field") confirmRef.current?.focus();
  };

  const conflictOrToast = (err: unknown, key: string, fallback: string) => {
    if (isConflict(err)) setConflict(err.message);
    else toast("error", key, messageOf(err, fallback));
  };

  const validate = async (force = false) => {
    if (busy) return;
    const refused = docs.filter((d) => inputErrorCount(d) > 0);
    if (refused.length) {
      toast("error", "extraction-validate-refused", `Correct the fields marked red first (${refused.map((d) => `Doc ${d.docNo}`).join(", ")}).`);
      open(refused[0].key);
      setFocusRequest((r) => ({ n: r.n + 1, errorFirst: true }));
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
      const saved = await patchBatch<any>("extractionvalidate", { _id: batchId, version: base.version }, validateBody(docs), VALIDATE_ERROR);
      acceptNext.current = true;
      setDirty(false);
      // The batch goes on to export once every document is confirmed and passes the class's validations.
      const waiting = saved?.status === "USER_VALIDATION" ? workDocsOf(saved).filter((d) => !d.validated).length : 0;
      if (unconfirmed) toast("success", "extraction-saved", "Changes saved.");
      else if (waiting) toast("error", "extraction-still-open", `Saved, but ${waiting === 1 ? "1 document still has" : `${waiting} documents still have`} fields in error: correct and confirm ${waiting === 1 ? "it" : "them"}, then validate again.`);
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
      await patchBatch("reProcesssingleextractiondocument", { _id: batchId, version: base.version }, reprocessBody(docs, target.docNo), REPROCESS_ERROR);
      acceptNext.current = true;
      setDirty(false);
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
      setBase({ id: batchId, version: saved?.version });
      setDocs((ds) => ds.map((d) => (d.key === key ? { ...d, duplicateOf: null, review: d.review.filter((r) => r !== label) } : d)));
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
    if (key === selectedKey) setSelectedKey(rest[Math.min(i, rest.length - 1)]?.key ?? null);
  };

  const reload = () => {
    acceptNext.current = true;
    resetToBatch();
    onReload();
  };

  const changeFilter = (f: DocFilter) => {
    setFilter(f);
    const list = filterDocs(docs, f);
    if (list.length && !list.some((d) => d.key === selectedKey)) setSelectedKey(list[0].key);
  };

  const showDocument = show.includes("document");
  const showData = show.includes("data");
  const readOnly = !editable;
  const fieldErrors = doc ? doc.properties.filter((p) => propertyError(p)).length : 0;
  const frameHeight = useFillHeight(frameRef, [!!conflict, stale, readOnly, editable]);
  const dialogDoc = dialog && dialog.kind !== "validate" ? docs.find((d) => d.key === dialog.key) : null;

  return (
    <Stack spacing={1} data-testid="extraction-pane">
      {conflict && (
        <Alert severity="warning" role="alert" action={<Button color="inherit" size="small" onClick={reload}>Reload</Button>}>
          {conflict}
        </Alert>
      )}
      {stale && !conflict && (
        <Alert severity="warning" role="alert" action={<Button color="inherit" size="small" onClick={reload}>Reload</Button>}>
          This batch was changed meanwhile. Your changes here are not saved: reload to see the current state.
        </Alert>
      )}
      {readOnly && (
        <Alert severity="info">{batch?.workflow?.extractionValidated ? "The extraction of this batch is validated." : "Read only: this batch is not waiting for the extraction to be validated."}</Alert>
      )}

      <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup size="small" value={show} onChange={(_, v: string[]) => v.length && setShow(v)} aria-label="Show document and data">
          <ToggleButton value="document">Document</ToggleButton>
          <ToggleButton value="data">Data</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">{`${counts.validated} of ${counts.all} documents confirmed`}</Typography>
        {dirty && <Chip size="small" color="warning" variant="outlined" label="Unsaved changes" title="Changes and confirmations are saved when you validate the batch" />}
        <Box sx={{ flex: 1 }} />
        {editable && (
          <Button ref={validateRef} variant="contained" onClick={() => validate()} disabled={!!busy || !docs.length} startIcon={busy === "validate" ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Validate
          </Button>
        )}
      </Stack>
      {editable && (
        <Typography variant="caption" color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.5 }} data-testid="shortcut-hint">
          <KeyboardIcon fontSize="small" />
          {SHORTCUT_HINT}
          <FormControlLabel
            sx={{ ml: 1 }}
            control={<Switch size="small" checked={checkOnly} onChange={(e) => setCheckOnly(e.target.checked)} />}
            label={<Typography variant="caption">Enter visits only values to check</Typography>}
          />
        </Typography>
      )}

      <Box ref={frameRef} sx={{ display: "flex", height: frameHeight, border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}>
        <Box sx={{ width: 190, flexShrink: 0, borderRight: 1, borderColor: "divider" }}>
          <DocumentList docs={listed} selectedKey={selectedKey} onSelect={(k) => open(k)} filter={filter} counts={counts} onFilterChange={changeFilter} />
        </Box>

        {!doc ? (
          <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center" }}>
            <Typography color="text.secondary">{docs.length ? "Choose a document." : "This batch has no extraction documents."}</Typography>
          </Box>
        ) : (
          <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
            <Stack direction="row" alignItems="center" spacing={1.5} sx={{ px: 1.5, py: 0.75, borderBottom: 1, borderColor: "divider" }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{`Doc ${doc.docNo}`}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                {[doc.documentClass?.name, doc.masterKeyData?.value ? `Master key: ${doc.masterKeyData.value}` : null, pagesLabel(doc.mainPages)].filter(Boolean).join(" · ")}
              </Typography>
              {fieldErrors > 0 && <Chip size="small" color="error" label={`${fieldErrors} ${fieldErrors === 1 ? "field" : "fields"} in error`} />}
              <Box sx={{ flex: 1 }} />
              {editable &&
                (doc.validated ? (
                  <Tooltip title="Take the confirmation back" describeChild>
                    <Button ref={confirmRef} size="small" color="success" variant="outlined" startIcon={<CheckIcon />} onClick={unconfirm}>
                      Confirmed
                    </Button>
                  </Tooltip>
                ) : (
                  <Tooltip title="Ctrl+Enter: confirm and open the next document" describeChild>
                    <Button ref={confirmRef} size="small" color="success" variant="contained" startIcon={<CheckIcon />} onClick={confirmAndNext}>
                      Confirm
                    </Button>
                  </Tooltip>
                ))}
              <DocumentMenu
                docNo={doc.docNo}
                canReprocess={canReprocess && !busy}
                canDelete={editable && docs.length > 1}
                onReprocess={() => setDialog({ kind: "reprocess", key: doc.key })}
                onDelete={() => setDialog({ kind: "delete", key: doc.key })}
              />
            </Stack>

            <Box sx={{ flex: 1, minHeight: 0, display: "flex" }}>
              {showDocument && (
                <Box sx={{ flex: showData ? "1 1 55%" : "1 1 100%", minWidth: 0, borderRight: showData ? 1 : 0, borderColor: "divider" }}>
                  <HighlightViewer url={pdf.url} error={pdf.error} page={page} onPageChange={setPage} highlights={highlights} />
                </Box>
              )}
              {showData && (
                <Box sx={{ flex: showDocument ? "0 0 45%" : "1 1 100%", minWidth: 320, display: "flex", flexDirection: "column" }}>
                  <Tabs
                    value={tab}
                    onChange={(_, v: DataTab) => {
                      setTab(v);
                      setFocused(null);
                    }} variant="fullWidth" sx={{ borderBottom: 1, borderColor: "divider", minHeight: 40, "& .MuiTab-root": { minHeight: 40 } }}>
                    <Tab value="fields" label="Fields" />
                    <Tab value="tables" label="Tables" />
                    <Tab value="parsed" label="Parsed Data" />
                  </Tabs>
                  <Box ref={dataRef} onKeyDown={onDataKeyDown} sx={{ flex: 1, overflow: "auto", p: 1.5 }} data-testid="extraction-data">
                    {doc.duplicateOf && (
                      <Alert
                        severity="warning"
                        sx={{ mb: 1 }}
                        data-testid="duplicate-flag"
                        action={
                          editable ? (
                            <Button color="inherit" size="small" disabled={!!busy} onClick={() => notDuplicate(doc.key)}>
                              Not a duplicate
                            </Button>
                          ) : undefined
                        }
                      >
                        <Link component={RouterLink} to={editUrl("batches", doc.duplicateOf.batchId)} color="inherit">
                          {duplicateLabel(doc.duplicateOf)}
                        </Link>
                        {doc.duplicateOf.reason === "file" ? " (the same file)" : " (the same seller, number and total)"}
                      </Alert>
                    )}
                    {doc.notices.map((notice) => (
                      <Alert key={notice} severity="warning" sx={{ mb: 1 }} data-testid="document-notice">{notice}</Alert>
                    ))}
                    {!doc.validated && doc.review.filter((r) => !doc.duplicateOf || r !== `${duplicateLabel(doc.duplicateOf)}.`).length > 0 && (
                      <Alert severity="info" sx={{ mb: 1 }} data-testid="review-reasons">
                        {doc.review.filter((r) => !doc.duplicateOf || r !== `${duplicateLabel(doc.duplicateOf)}.`).map((r) => (
                          <div key={r}>{r}</div>
                        ))}
                      </Alert>
                    )}
                    {doc.validated && doc.autoValidated && (
                      <Typography variant="body2" color="success.main" sx={{ mb: 1 }} data-testid="auto-validated">
                        Passed without a person: every required field at or above {threshold.toFixed(2)} and every validation passed.
                      </Typography>
                    )}
                    {tab === "fields" && (
                      <FieldsTab
                        key={doc.key}
                        properties={doc.properties}
                        readOnly={readOnly}
                        onChange={(fieldId, text) => {
                          update((ds) => editProperty(ds, doc.key, fieldId, text));
                          scheduleCheck(doc.key);
                        }}
                        onFocusField={(id) => setFocused({ kind: "field", id })}
                        onBlurField={() => flushCheck(doc.key)}
                        choices={choices}
                        threshold={threshold}
                      />
                    )}
                    {tab === "tables" && (
                      <TablesTab
                        key={doc.key}
                        tables={doc.tables}
                        readOnly={readOnly}
                        onChangeCell={(cellId, text) => update((ds) => editCell(ds, doc.key, cellId, text))}
                        onAddRow={(tableIndex) => update((ds) => addTableRow(ds, doc.key, tableIndex))}
                        onDeleteRow={(tableIndex, rowIndex) => update((ds) => deleteTableRow(ds, doc.key, tableIndex, rowIndex))}
                        onFocusCell={(id) => setFocused({ kind: "cell", id })}
                      />
                    )}
                    {tab === "parsed" && <ParsedDataTab parseData={doc.parseData} />}
                  </Box>
                </Box>
              )}
            </Box>
          </Box>
        )}
      </Box>

      <ConfirmDialog
        open={dialog?.kind === "reprocess"}
        title={`Re-Process Doc ${dialogDoc?.docNo ?? ""}`}
        text="Its fields and tables are extracted again; the changes you made to this document are lost."
        confirmLabel="Re-Process"
        busy={busy === "reprocess"}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog && dialog.kind === "reprocess" && reprocess(dialog.key)}
      />
      <ConfirmDialog
        open={dialog?.kind === "validate"}
        title="Not every document is confirmed"
        text={`${counts.error} of ${counts.all} documents are not confirmed yet. The batch goes on to export once every document is confirmed. Save your changes until then?`}
        confirmLabel="Save changes"
        busy={busy === "validate"}
        onCancel={() => setDialog(null)}
        onConfirm={() => validate(true)}
      />
      <DeleteDialog open={dialog?.kind === "delete"} onCancel={() => setDialog(null)} onConfirm={() => dialog && dialog.kind === "delete" && remove(dialog.key)} />
    </Stack>
  );
}

