import { useEffect, useState } from "react";

/**
 * A list read from the API after the page loads (banners, products). Starts empty, keeps the
 * previous list when a read answers `null` (spec 7.1: a field that is not an array leaves the list
 * unchanged, failures are only logged by the client), and cancels the read when the inputs change.
 */
export function useRemoteList<T>(
  read: (signal: AbortSignal) => Promise<readonly T[] | null>,
  deps: readonly unknown[],
): { items: readonly T[]; settled: boolean } {
  const [items, setItems] = useState<readonly T[]>([]);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void read(controller.signal).then((list) => {
      if (controller.signal.aborted) return;
      if (list) setItems(list);
      setSettled(true);
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the read's inputs
  }, deps);
  return { items, settled };
}
