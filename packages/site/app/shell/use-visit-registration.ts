import { useEffect } from "react";
import type { ApiClient } from "@studio/api";

let registered = false;

/**
 * Counts the visit once per page load (POST /api/visitor); a failure is only logged by the
 * client. Guarded at module level so React's development double effects count once.
 */
export function useVisitRegistration(client: Pick<ApiClient, "registerVisit">): void {
  useEffect(() => {
    if (registered) return;
    registered = true;
    void client.registerVisit();
  }, [client]);
}
