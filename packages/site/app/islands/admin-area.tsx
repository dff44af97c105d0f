import { useCallback, useEffect, useState } from "react";
import { bannerImageUrl } from "@studio/api";
import {
  createAdminClient,
  type AdminBannerList,
  type AdminClient,
  type AdminResult,
  type AuditEntry,
  type SaveBanners,
  type SignInRequest,
} from "@studio/api/admin";
import { LOCALE_CODES, type LocaleCode } from "@studio/content";
import { AuditList, BannerManager, SignInForm, clearBannerDrafts, type BannerLists } from "@studio/ui/admin";
import { siteConfig } from "../lib/site-config.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import messages from "virtual:island-messages";

export interface AdminAreaProps {
  locale: LocaleCode;
}

const imageUrl = (name: string) => bannerImageUrl(siteConfig.apiBaseUrl, name);

/** Marks a browser that has signed in (the session cookie itself is out of the page's reach). */
const SIGNED_IN_HINT = "studio.adminSignedIn";

function signedInBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) !== null;
  } catch {
    return true;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, "1");
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage blocked: the page asks for the session on every visit instead.
  }
}

/** Where the admin area is: signed out, reading the lists, or at work on them. */
type Stage =
  | { readonly kind: "signed-out" }
  | { readonly kind: "signed-in"; readonly email: string; readonly lists?: BannerLists; readonly loadFailed?: boolean };

/** Reads every language's list; the first refusal when any could not be read (or the session ended). */
async function readLists(client: AdminClient): Promise<AdminResult<BannerLists>> {
  const results = await Promise.all(LOCALE_CODES.map((locale) => client.getBanners(locale)));
  const lists: Partial<Record<LocaleCode, AdminBannerList>> = {};
  for (const result of results) {
    if (result.kind !== "ok") return result;
    lists[result.value.locale] = result.value;
  }
  return { kind: "ok", value: lists as BannerLists };
}

/**
 * The admin area (docs/product.md#10-the-admin-area): the sign-in form until the editor is signed
 * in (prerendered, so it shows before any script), then the banner manager. A session that ends
 * during a save brings the sign-in form back in place of the manager, which keeps the editor's
 * work; signing in sends the same save again, with the same idempotency key (or the same picture,
 * which the API stores under its content's hash: once). Signing out ends the
 * session on the server and removes the drafts kept in the browser.
 */
function AdminArea() {
  const [client] = useState(() => createAdminClient({ baseUrl: siteConfig.apiBaseUrl }));
  const [stage, setStage] = useState<Stage>({ kind: "signed-out" });
  /** The change log, once read (again after every save), or `failed` when it could not be read. */
  const [audit, setAudit] = useState<readonly AuditEntry[] | "failed" | null>(null);
  const readAudit = useCallback(async () => {
    const entries = await client.audit();
    setAudit(entries.kind === "ok" ? entries.value : "failed");
  }, [client]);
  /** A save waiting for the editor to sign in again: resolved once they have. */
  const [renewal, setRenewal] = useState<{ email: string; resume: () => void } | null>(null);

  const load = useCallback(
    async (signedInAs: string) => {
      setStage({ kind: "signed-in", email: signedInAs });
      const lists = await readLists(client);
      if (lists.kind === "signed-out") setStage({ kind: "signed-out" });
      else if (lists.kind === "ok") {
        setStage({ kind: "signed-in", email: signedInAs, lists: lists.value });
        void readAudit();
      } else setStage({ kind: "signed-in", email: signedInAs, loadFailed: true });
    },
    [client, readAudit],
  );

  // A session kept from before (a reload): straight to the banners. Asked only when this browser
  // signed in before, so a first visit sends no request that can only answer 401.
  useEffect(() => {
    let cancelled = false;
    if (!signedInBefore()) return;
    void client.session().then((session) => {
      if (cancelled) return;
      if (session.kind === "ok") void load(session.value.editor.email);
      else if (session.kind === "signed-out") rememberSignedIn(false);
    });
    return () => {
      cancelled = true;
    };
  }, [client, load]);

  const signIn = async (body: SignInRequest) => {
    const result = await client.signIn(body);
    if (result.kind === "ok") {
      rememberSignedIn(true);
      void load(result.value.editor.email);
    }
    return result;
  };

  /** Sends a write; when the session has ended, the editor signs in again in place and it is sent again, as it was. */
  const withSession = async <T,>(write: () => Promise<AdminResult<T>>): Promise<AdminResult<T>> => {
    let result = await write();
    while (result.kind === "signed-out") {
      await new Promise<void>((resume) => setRenewal({ email: stage.kind === "signed-in" ? stage.email : "", resume }));
      result = await write();
    }
    return result;
  };

  // A save sent again keeps its idempotency key: it is applied once.
  const save = async (locale: LocaleCode, banners: SaveBanners): Promise<AdminResult<AdminBannerList>> => {
    const result = await withSession(() => client.saveBanners(locale, banners));
    if (result.kind === "ok") void readAudit();
    return result;
  };

  const signOut = async () => {
    await client.signOut();
    rememberSignedIn(false);
    clearBannerDrafts();
    setRenewal(null);
    setAudit(null);
    setStage({ kind: "signed-out" });
  };

  if (stage.kind === "signed-out") return <SignInForm onSignIn={signIn} className="mx-auto" />;
  return (
    <>
      {renewal ? (
        <SignInForm
          reason="expired"
          defaultEmail={renewal.email}
          className="mx-auto"
          onSignIn={async (body) => {
            const result = await client.signIn(body);
            if (result.kind === "ok") {
              setStage((current) =>
                current.kind === "signed-in" ? { ...current, email: result.value.editor.email } : current,
              );
              setRenewal(null);
              renewal.resume();
            }
            return result;
          }}
        />
      ) : null}
      <BannerManager
        // Kept, hidden, while the editor signs in again: nothing of their work is lost.
        hidden={renewal !== null}
        lists={stage.lists}
        loadFailed={stage.loadFailed}
        onReload={() => void load(stage.email)}
        signedInAs={stage.email}
        onSignOut={() => void signOut()}
        onSave={save}
        onUploadPicture={(file) => withSession(() => client.uploadPicture(file))}
        imageUrl={imageUrl}
      />
      {audit && !renewal ? (
        <AuditList
          entries={audit === "failed" ? [] : audit}
          loadFailed={audit === "failed"}
          onReload={() => void readAudit()}
          className="mt-12"
        />
      ) : null}
    </>
  );
}

/** Island: the admin area of /adminpanel in the page's language. */
export function AdminAreaIsland({ locale }: AdminAreaProps) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <AdminArea />
    </LanguageRoot>
  );
}
