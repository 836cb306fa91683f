import { useEffect, useMemo, useState } from "react";
import { useBatchFileUrl, useStoredJson } from "../batchFiles";
import { EMPTY_ANNOTATIONS, readAnnotations } from "./annotations";
import type { WorkDoc } from "./extractionModel";

export type DataTab = "fields" | "tables" | "parsed";
type Focused = { kind: "field" | "cell"; id: string } | null;

/**
 * The open document as the pane shows it: its PDF through a short-lived URL, the page shown, the panes shown
 * (document, data), the data tab, and the highlight of where the focused value was found. Opening another document
 * starts at its first page with nothing highlighted.
 */
export function useDocumentView(batchId: string, selectedKey: string | null, doc: WorkDoc | null) {
  const [show, setShow] = useState<string[]>(["document", "data"]);
  const [tab, setTab] = useState<DataTab>("fields");
  const [focused, setFocused] = useState<Focused>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    setPage(1);
    setFocused(null);
  }, [selectedKey]);

  const file = useBatchFileUrl(batchId, doc?.fileLocation);
  const pdf = { url: file.url, error: doc && !doc.fileLocation ? "This document has no file." : file.error };
  const annotationKey = doc?.extractionAnnotationFileLocation;
  const annotations =
    useStoredJson("extraction annotation", batchId, annotationKey, readAnnotations) ?? EMPTY_ANNOTATIONS;
  const highlights = useMemo(
    () => (!focused ? [] : ((focused.kind === "field" ? annotations.fields : annotations.cells).get(focused.id) ?? [])),
    [focused, annotations],
  );

  return {
    show,
    setShow,
    showDocument: show.includes("document"),
    showData: show.includes("data"),
    tab,
    setTab,
    /** A tab chosen by the person: nothing of the other tab stays highlighted. */
    chooseTab: (next: DataTab) => {
      setTab(next);
      setFocused(null);
    },
    page,
    setPage,
    pdf,
    highlights,
    focusField: (id: string) => setFocused({ kind: "field", id }),
    focusCell: (id: string) => setFocused({ kind: "cell", id }),
  };
}

export type DocumentView = ReturnType<typeof useDocumentView>;
