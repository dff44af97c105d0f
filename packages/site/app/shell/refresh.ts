import { useEffect, useState } from "react";
import { whenIdle } from "./idle.ts";

/**
 * A list the page was prerendered with (banners, products), refreshed from the API once the page is
 * idle: a newer answer replaces it; a failed or unreadable one (`null`,
 * docs/product.md#125-content-in-the-html-and-its-refresh) keeps what the HTML showed (the client
 * logs the failure). `settled` turns true when the refresh has answered.
 */
export function useRefreshedList<T>(
  initial: readonly T[],
  read: (signal: AbortSignal) => Promise<readonly T[] | null>,
): { items: readonly T[]; settled: boolean } {
  const [items, setItems] = useState(initial);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      void read(controller.signal).then((list) => {
        if (controller.signal.aborted) return;
        if (list) setItems(list);
        setSettled(true);
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per page
  }, []);
  return { items, settled };
}
