import { useCallback, useState } from "react";
import { currentUser } from "../../providers/authProvider";

/**
 * Whether Enter visits only the values marked 'check', remembered per user on this browser. Kept apart from the
 * spec's 'root' state, which signing out clears: a way of working outlives a session.
 */
export function useCheckOnly(): [boolean, (on: boolean) => void] {
  const key = `docflow.checkOnly.${currentUser()?._id ?? "anonymous"}`;
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(key) === "true";
    } catch {
      return false;
    }
  });
  const change = useCallback(
    (value: boolean) => {
      setOn(value);
      try {
        localStorage.setItem(key, String(value));
      } catch {
        // Storage full or refused: the choice lasts this page only.
      }
    },
    [key],
  );
  return [on, change];
}
