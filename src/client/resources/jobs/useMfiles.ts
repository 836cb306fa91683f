import { useCallback, useRef, useState } from "react";
import type { MFilesClass } from "../../../domain/entities";
import { api } from "../../providers/httpClient";
import type { MFilesConfigValues } from "./jobFormModel";

type MfilesStatus = "idle" | "loading" | "succeeded" | "failed";

/**
 * The job form's M-Files session: log in (POST /batch-Export/m-files/login) for a token, then load the
 * classes with their property definitions (POST /batch-Export/m-files/documentClasses). Failures are
 * silently ignored, as the spec says: the status only goes back to not connected.
 */
export function useMfiles(jobId: string | undefined) {
  const [status, setStatus] = useState<MfilesStatus>("idle");
  const [classes, setClasses] = useState<MFilesClass[]>([]);
  const attempt = useRef(0);

  const connect = useCallback(
    async (config: MFilesConfigValues) => {
      const mine = ++attempt.current;
      setStatus("loading");
      try {
        const login = await api<{ token?: string } | string>("/batch-Export/m-files/login", {
          method: "POST",
          body: {
            mfilesUrl: config.mfilesUrl,
            mfilesUserName: config.mfilesUserName,
            mfilesPassword: config.mfilesPassword,
            mfilesVaultGuid: config.mfilesVaultGuid,
            mfilesWindowsUser: config.mfilesWindowsUser,
            // An empty password means the job's stored one.
            ...(jobId ? { jobId } : {}),
          },
          fallbackError: "Failed to Login in M-Files",
        });
        const mFilesToken = typeof login === "string" ? login : (login?.token ?? "");
        const list = await api<MFilesClass[]>("/batch-Export/m-files/documentClasses", {
          method: "POST",
          body: { mfilesUrl: config.mfilesUrl, mFilesToken },
          fallbackError: "Failed to Load M-Files Document Classes",
        });
        if (mine !== attempt.current) return;
        setClasses(Array.isArray(list) ? list : []);
        setStatus("succeeded");
      } catch {
        if (mine !== attempt.current) return;
        setStatus("failed");
      }
    },
    [jobId],
  );

  const forget = useCallback(() => {
    attempt.current += 1;
    setStatus("idle");
    setClasses([]);
  }, []);

  return { status, classes, connect, forget };
}
