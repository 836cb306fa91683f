import { useEffect, useRef, useState } from "react";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { useCustom } from "@refinedev/core";
import CloseIcon from "@mui/icons-material/Close";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdfOutlined";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/ErrorOutline";
import type { Ref, UploadFileInfo, UploadPresignedResponse } from "../../domain/entities";
import { useBatchWrite } from "./useBatchWrite";
import { SelectInput } from "../components/SelectInput";
import { FileDropArea } from "./FileDropArea";
import { acceptAttributeFor, extensionOf, formatBytes, rejectionOf, runPool, sameFile } from "./batchModel";
import { UploadError, uploadFile } from "./uploadFile";

const CREATE_ERROR = "Failed to Create batches";
const NO_JOBS: (Ref & { documentParser?: string })[] = [];
/** At most this many PUTs run at once. */
const UPLOAD_CONCURRENCY = 3;

type UploadState = { status: "idle" | "waiting" | "uploading" | "done" | "error"; percent: number; error?: string };
interface Chosen {
  /** Stable across removals, for React keys and progress updates. */
  key: number;
  file: File;
  upload: UploadState;
}

/** Files put in storage under a batch id, kept so a failed POST /batch can be retried without uploading again. */
interface Uploaded {
  batchId: string;
  files: File[];
  filesInfo: UploadFileInfo[];
}

/**
 * The Create Batch modal: a job and the files. On submit the files get pre-signed URLs, are PUT there
 * (three at a time, each with its progress bar), then the batch is created. A failure shows in the
 * modal and keeps everything chosen, so the user can fix it and submit again.
 */
export function CreateBatchModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (batchNumber?: number) => void;
}) {
  const [job, setJob] = useState("");
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ job?: string; files?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);
  const abort = useRef<AbortController | null>(null);
  const uploaded = useRef<Uploaded | null>(null);
  const write = useBatchWrite();

  const jobsQuery = useCustom<(Ref & { documentParser?: string })[]>({
    url: "/batch/jobs",
    method: "get",
    meta: { fallbackError: "Failed to fetch jobs" },
    successNotification: false,
    errorNotification: false,
  });
  const jobsError = jobsQuery.query.error?.message ?? null;
  // Without jobs the modal says why, in the box that later shows the upload's failures.
  useEffect(() => {
    if (jobsError !== null) setServerError(jobsError);
  }, [jobsError]);
  const jobs = jobsQuery.query.data?.data ?? (jobsQuery.query.isError ? NO_JOBS : null);

  // The chosen job's parser decides which files it takes (XML e-invoices under the e-invoice parser).
  const parser = jobs?.find((j) => j._id === job)?.documentParser ?? null;

  const setUpload = (key: number, upload: UploadState) =>
    setChosen((list) => list.map((c) => (c.key === key ? { ...c, upload } : c)));

  const addFiles = (files: File[]) => {
    const messages: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const reason = rejectionOf(file, parser);
      if (reason) messages.push(reason);
      else if (!chosen.some((c) => sameFile(c.file, file)) && !accepted.some((f) => sameFile(f, file)))
        accepted.push(file);
    }
    setRejected(messages);
    if (accepted.length) {
      setChosen((list) => [
        ...list,
        ...accepted.map((file) => ({
          key: nextKey.current++,
          file,
          upload: { status: "idle", percent: 0 } as UploadState,
        })),
      ]);
      setErrors((e) => ({ ...e, files: undefined }));
    }
  };

  const remove = (key: number) => setChosen((list) => list.filter((c) => c.key !== key));

  /** Pre-signs and PUTs every file; throws the first failure after all have settled. */
  const uploadAll = async (items: Chosen[], signal: AbortSignal): Promise<Uploaded> => {
    const files = items.map((c) => c.file);
    const presigned = await write<UploadPresignedResponse>("/batch/getPreSignedUrlForUpload", {
      body: { files: files.map((f) => f.name), sizes: files.map((f) => f.size) },
      fallbackError: CREATE_ERROR,
    });
    if (!presigned?.batchId || presigned.filesInfo?.length !== files.length) throw new Error(CREATE_ERROR);
    for (const c of items) setUpload(c.key, { status: "waiting", percent: 0 });
    const failures = await runPool(items, UPLOAD_CONCURRENCY, async (c, i) => {
      setUpload(c.key, { status: "uploading", percent: 0 });
      try {
        await uploadFile(
          presigned.filesInfo[i].url,
          c.file,
          (percent) => setUpload(c.key, { status: "uploading", percent }),
          signal,
        );
        setUpload(c.key, { status: "done", percent: 100 });
      } catch (err) {
        setUpload(c.key, { status: "error", percent: 0, error: (err as Error).message });
        throw err;
      }
    });
    if (failures.length) {
      const first = failures[0];
      if (first instanceof UploadError) {
        if (first.aborted) throw first;
        const more =
          failures.length > 1 ? ` (${failures.length - 1} more file${failures.length > 2 ? "s" : ""} failed)` : "";
        throw new Error(`${first.fileName}: ${first.message}${more}`);
      }
      throw first;
    }
    return { batchId: presigned.batchId, files, filesInfo: presigned.filesInfo };
  };

  const submit = async () => {
    const found: typeof errors = {};
    if (!job) found.job = "Job is required";
    if (!chosen.length) found.files = "At least one file is required";
    setErrors(found);
    if (found.job || found.files) return;

    setBusy(true);
    setServerError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const files = chosen.map((c) => c.file);
      const previous = uploaded.current;
      // Same files already in storage (only creating the batch failed): create it from those.
      const ready =
        previous && previous.files.length === files.length && previous.files.every((f, i) => f === files[i])
          ? previous
          : await uploadAll(chosen, controller.signal);
      uploaded.current = ready;
      const created = await write<{ batchNumber?: number } | undefined>("/batch", {
        body: {
          job,
          _id: ready.batchId,
          files: ready.filesInfo.map(({ fileName, filePath }) => ({ fileName, filePath })),
        },
        fallbackError: CREATE_ERROR,
      });
      onCreated(created?.batchNumber);
    } catch (err) {
      if (err instanceof UploadError && err.aborted) return;
      setServerError((err as Error)?.message || CREATE_ERROR);
    } finally {
      abort.current = null;
      setBusy(false);
    }
  };

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  const jobOptions = (jobs ?? []).map((j) => ({ value: j._id, label: j.name }));
  const uploading = chosen.filter((c) => c.upload.status === "done").length;

  return (
    <Dialog open onClose={busy ? undefined : cancel} fullWidth maxWidth="sm" aria-labelledby="create-batch-title">
      <DialogTitle id="create-batch-title" sx={{ pr: 6 }}>
        Create Batch
        <IconButton aria-label="Close" onClick={cancel} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <SelectInput
            label="Job"
            required
            fullWidth
            value={job}
            disabled={busy || jobs === null}
            onChange={(v) => {
              setJob(v);
              setErrors((e) => ({ ...e, job: undefined }));
            }}
            options={jobOptions}
            error={!!errors.job}
            helperText={
              errors.job ??
              (jobs !== null && !jobs.length && !serverError
                ? "No jobs yet: an admin creates them under Jobs."
                : undefined)
            }
          />
          <FileDropArea onFiles={addFiles} disabled={busy} error={errors.files} accept={acceptAttributeFor(parser)} />
          {rejected.map((message) => (
            <Alert
              key={message}
              severity="warning"
              onClose={() => setRejected((list) => list.filter((m) => m !== message))}
            >
              {message}
            </Alert>
          ))}
          {chosen.length > 0 && (
            <List
              dense
              disablePadding
              aria-label="Chosen files"
              sx={{ border: "1px solid", borderColor: "divider", borderRadius: 1, maxHeight: 300, overflowY: "auto" }}
            >
              {chosen.map((c, i) => (
                <ListItem key={c.key} divider={i < chosen.length - 1} sx={{ display: "block", py: 0.75 }}>
                  <Stack direction="row" alignItems="center" spacing={1.5}>
                    {extensionOf(c.file.name) === "pdf" ? (
                      <PictureAsPdfIcon color="error" fontSize="small" />
                    ) : (
                      <ImageIcon color="primary" fontSize="small" />
                    )}
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" noWrap title={c.file.name}>
                        {c.file.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatBytes(c.file.size)}
                        {c.upload.status === "uploading" && ` · ${c.upload.percent}%`}
                        {c.upload.status === "waiting" && " · waiting"}
                      </Typography>
                    </Box>
                    {c.upload.status === "done" && (
                      <CheckCircleIcon color="success" fontSize="small" aria-label="Uploaded" />
                    )}
                    {c.upload.status === "error" && (
                      <ErrorIcon color="error" fontSize="small" aria-label="Upload failed" />
                    )}
                    <Tooltip title="Remove" placement="left" disableInteractive>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Remove ${c.file.name}`}
                          disabled={busy}
                          onClick={() => remove(c.key)}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                  {c.upload.status !== "idle" && (
                    <LinearProgress
                      variant="determinate"
                      value={c.upload.status === "error" ? 100 : c.upload.percent}
                      color={c.upload.status === "error" ? "error" : c.upload.status === "done" ? "success" : "primary"}
                      aria-label={`Upload of ${c.file.name}`}
                      sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
                    />
                  )}
                  {c.upload.status === "error" && c.upload.error && (
                    <Typography variant="caption" color="error" sx={{ display: "block", mt: 0.5 }}>
                      {c.upload.error}
                    </Typography>
                  )}
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      {/* Outside the scrolling content, so it is seen however long the file list is. */}
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mx: 3, mt: 2 }}>
          {serverError}
        </Alert>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {busy && chosen.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: "auto" }}>
            {`Uploaded ${uploading} of ${chosen.length}`}
          </Typography>
        )}
        <Button onClick={cancel}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
