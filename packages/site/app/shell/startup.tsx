import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { LocaleCode } from "@studio/content";
import { LoadingScreen } from "@studio/ui";
import { siteConfig } from "../lib/config.ts";
import { detectCountry } from "../lib/country-detection.ts";
import { runStartup, type StartupCheck } from "../lib/startup.ts";

let started = false;

/**
 * Runs the start-up checks once per page load (`runStartup`: regional redirect, then the
 * first-load language) and shows the loading screen while one is under way: 'Loading...' for the
 * regional check, 'Optimizing your experience...' while the country decides the language.
 */
export function StartupChecks({ pageLocale }: { pageLocale: LocaleCode }) {
  const navigate = useNavigate();
  const [check, setCheck] = useState<StartupCheck | null>(null);

  useEffect(() => {
    if (started) return;
    started = true;
    const storage = (name: "localStorage" | "sessionStorage") => {
      try {
        return window[name];
      } catch {
        return undefined;
      }
    };
    void runStartup({
      location: window.location,
      config: { euHost: siteConfig.euHost, nonEuHost: siteConfig.nonEuHost, ip: siteConfig.ip },
      sessionStorage: storage("sessionStorage"),
      localStorage: storage("localStorage"),
      pageLocale,
      detectCountry: (signal) => detectCountry({ urls: siteConfig.countryLookupUrls, ...(signal ? { signal } : {}) }),
      redirect: (url) => window.location.replace(url),
      moveTo: (path) => void navigate(path, { replace: true }),
      onCheck: setCheck,
    });
    // Once per page load, with the language the page opened in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!check) return null;
  return <LoadingScreen variant={check === "region" ? "default" : "optimizing"} />;
}
