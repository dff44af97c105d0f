/**
 * An island for the message-id tests (server/island-messages.test.ts): it shows the home page's
 * headline (data from @studio/content), one of two texts of a module of its own, and a text of a
 * module it loads later; the other text of its module is never shown.
 */
import { HOME_HERO } from "@studio/content";
import { useEffect, useState } from "react";
import messages from "virtual:island-messages";
import { SHOWN } from "./copy.ts";

export function FixtureIsland() {
  const [later, setLater] = useState("");
  useEffect(() => {
    void import("./later.ts").then((module) => setLater(module.LATER));
  }, []);
  return (
    <p title={SHOWN} data-languages={Object.keys(messages).length}>
      {HOME_HERO.titleId} {later}
    </p>
  );
}
