import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircleOutline";
import DownloadIcon from "@mui/icons-material/Download";
import { useFreshFileUrl } from "../batchFiles";
import { messageOf } from "./extractionApi";
import { exportSummary } from "./exportModel";

const DOWNLOAD_ERROR = "Failed to download the archive";

/** Starts a browser download of a signed URL. */
function download(url: string, fileName: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * The Export view: 'Batch Exported Successfully'; for the built-in archive (DE-03) its download, for M-Files
 * (DE-01) the object ids the documents got there.
 */
export function ExportPane({ batch }: { batch: any }) {
  const { open: notify } = useNotification();
  const [busy, setBusy] = useState(false);
  const signedUrl = useFreshFileUrl(batch._id);
  const summary = exportSummary(batch);

  const downloadArchive = async () => {
    if (!summary.archiveKey || busy) return;
    setBusy(true);
    try {
      // A fresh URL each time: signed URLs expire.
      download(await signedUrl(summary.archiveKey), summary.archiveFileName);
    } catch (err) {
      notify?.({ type: "error", key: "export-download-error", message: messageOf(err, DOWNLOAD_ERROR) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} alignItems="center" sx={{ py: 4 }} data-testid="export-pane">
      <Stack direction="row" spacing={1} alignItems="center">
        <CheckCircleIcon color="success" />
        <Typography variant="h6">Batch Exported Successfully</Typography>
      </Stack>
      {summary.documentsLine && (
        <Typography variant="body2" color="text.secondary">
          {summary.documentsLine}
        </Typography>
      )}
      {summary.archiveKey && (
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          onClick={downloadArchive}
          disabled={busy}
        >
          Download archive
        </Button>
      )}
      {summary.mfiles && (
        <Box sx={{ textAlign: "center" }}>
          <Typography variant="body2">{summary.mfiles.line}</Typography>
          {summary.mfiles.objects.length > 0 && (
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 1 }} aria-label="M-Files objects">
              {summary.mfiles.objects.map((o) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={o.docNo}
                >{`Doc ${o.docNo}: M-Files object ${o.objectId}`}</Typography>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
