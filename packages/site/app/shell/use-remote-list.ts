import { useEffect, useState } from "react";

/**
 * A list read from the API after the page loads (banners, products). Starts empty, keeps the
 * previous list when a read answers `null` (spec 7.1: a field that is not an array leaves the list
 * unchanged, failures are only logged by the client), and cancels the read when the inputs change.
 */
export function useRemoteList<T>(
  read: (signal: AbortSignal) => Promise<readonly T[] | null>,
  deps: readonly unknown[],
): readonly T[] {
  const [items, setItems] = useState<readonly T[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void read(controller.signal).then((list) => {
      if (list && !controller.signal.aborted) setItems(list);
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the read's inputs
  }, deps);
  return items;
}
