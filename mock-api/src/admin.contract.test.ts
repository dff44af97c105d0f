/**
 * Contract group `admin` (see contract-groups.ts): the admin API as an editor's browser meets it —
 * signing in, the session cookie's flags, the refusals (no session 401, no CSRF proof 403, another
 * origin 403, no version 428, a stale version 412 with nothing overwritten), an idempotent save
 * applied once, the change log and signing out. Against the API named by CONTRACT_API_URL only with
 * `--write` and an editor account (CONTRACT_ADMIN_EMAIL / _PASSWORD): it saves one language's
 * banners and puts them back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_COOKIE_PATH,
  ADMIN_ERROR_CODES,
  ADMIN_PATHS,
  CSRF_HEADER,
  adminBannersPath,
  type AdminBannerList,
  type AdminClient,
  type BannerListItemWrite,
} from "@studio/api/admin";
import {
  CONTENT_ENDPOINTS,
  FIELD_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  formatIdempotencyKey,
  newIdempotencyKey,
} from "@studio/api";
import { BANNER_PICTURE, BANNER_TEXT_MAX_LENGTH } from "@studio/content";
import { adminClientFor, adminTarget, type AdminTarget, type BrowserLike } from "./admin-testing.ts";
import { assertWritesAllowed, contractUrl } from "./contract-target.ts";
import { BANNER_SVG, noisyJpeg, plainPicture, polyglotJpeg } from "./picture-fixtures.ts";

assertWritesAllowed();

/** The language the tests save (and restore). */
const LOCALE = "de";

let target: AdminTarget;
let editor: { client: AdminClient; browser: BrowserLike; csrfToken: string };
let original: AdminBannerList;

const asWrite = (list: AdminBannerList): BannerListItemWrite[] =>
  list.banners.map(({ _id, image, title, desc }) => ({ _id, image, title, desc }));

async function signedIn(): Promise<{ client: AdminClient; browser: BrowserLike; csrfToken: string }> {
  const page = adminClientFor(target);
  const result = await page.client.signIn({ email: target.email, password: target.password });
  if (result.kind !== "ok") throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  return { ...page, csrfToken: result.value.csrfToken };
}

async function current(): Promise<AdminBannerList> {
  const result = await editor.client.getBanners(LOCALE);
  if (result.kind !== "ok") throw new Error(`read failed: ${JSON.stringify(result)}`);
  return result.value;
}

/** A raw write with the editor's cookie, for the refusals the typed client never sends. */
function rawPut(browser: BrowserLike, headers: Record<string, string>, body: unknown): Promise<Response> {
  return browser.fetch(contractUrl(target.url, adminBannersPath(LOCALE)), {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  target = await adminTarget();
  editor = await signedIn();
  original = await current();
}, 30_000);

afterAll(async () => {
  // Whatever a test left, the language gets its banners back.
  if (editor && original) {
    const now = await editor.client.getBanners(LOCALE);
    if (now.kind === "ok" && now.value.version !== original.version) {
      await editor.client.saveBanners(LOCALE, {
        version: now.value.version,
        body: { banners: asWrite(original) },
        key: newIdempotencyKey(),
      });
    }
  }
  await target?.close();
});

describe("admin API: signing in", { timeout: 30_000 }, () => {
  it("sets the session in a cookie scripts cannot read, sent only to the admin API and never cross-site", async () => {
    const page = adminClientFor(target);
    const result = await page.client.signIn({ email: target.email, password: target.password });
    expect(result.kind).toBe("ok");
    const [cookie = ""] = page.browser.lastSetCookie();
    const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=strict");
    expect(attributes).toContain(`path=${ADMIN_COOKIE_PATH}`);
    if (target.url.startsWith("https:")) expect(attributes).toContain("secure");
  });

  it("refuses a wrong password (401) without a cookie", async () => {
    const page = adminClientFor(target);
    const result = await page.client.signIn({ email: target.email, password: `${target.password}-wrong` });
    expect(result).toEqual({ kind: "wrong-credentials" });
    expect(page.browser.session()).toBe("");
    // A right password clears the count of wrong ones.
    expect((await page.client.signIn({ email: target.email, password: target.password })).kind).toBe("ok");
  });

  it("refuses a sign-in from another site's page, even with the right password (403)", async () => {
    const page = adminClientFor(target, "https://attacker.example");
    const result = await page.client.signIn({ email: target.email, password: target.password });
    expect(result).toMatchObject({ kind: "refused", status: 403, code: ADMIN_ERROR_CODES.originRefused });
    expect(page.browser.session()).toBe("");
  });

  it("describes the session again after a reload, CSRF token included", async () => {
    const result = await editor.client.session();
    expect(result).toMatchObject({ kind: "ok", value: { editor: { email: target.email.toLowerCase() } } });
    if (result.kind === "ok") expect(result.value.csrfToken).toBe(editor.csrfToken);
  });
});

describe("admin API: nothing without a session", { timeout: 30_000 }, () => {
  it.each([
    ["GET", ADMIN_PATHS.session],
    ["GET", adminBannersPath(LOCALE)],
    ["GET", ADMIN_PATHS.audit],
  ])("%s %s answers 401", async (method, path) => {
    const page = adminClientFor(target);
    const response = await page.browser.fetch(contractUrl(target.url, path), { method });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ADMIN_ERROR_CODES.signedOut });
  });

  it("refuses a save without a session (401) and stores nothing", async () => {
    const page = adminClientFor(target);
    const result = await page.client.saveBanners(LOCALE, {
      version: original.version,
      body: { banners: [] },
      key: newIdempotencyKey(),
    });
    expect(result).toEqual({ kind: "signed-out" });
    expect((await current()).version).toBe(original.version);
  });
});

describe("admin API: saving a language's banners", { timeout: 30_000 }, () => {
  const changed = () => {
    const banners = asWrite(original);
    banners[0] = { ...banners[0]!, title: `Contract test ${Date.now() % 100000}` };
    return banners;
  };

  it("refuses a write without the session's CSRF proof (403) and from another origin (403); nothing changes", async () => {
    const key = formatIdempotencyKey(newIdempotencyKey());
    const body = { banners: changed() };
    const withoutProof = await rawPut(
      editor.browser,
      { "If-Match": original.version, [IDEMPOTENCY_KEY_HEADER]: key },
      body,
    );
    expect(withoutProof.status).toBe(403);
    expect(await withoutProof.json()).toMatchObject({ code: ADMIN_ERROR_CODES.csrfRefused });
    const wrongProof = await rawPut(
      editor.browser,
      { "If-Match": original.version, [IDEMPOTENCY_KEY_HEADER]: key, [CSRF_HEADER]: "x".repeat(43) },
      body,
    );
    expect(wrongProof.status).toBe(403);

    // The same cookie and proof, sent by another site's page.
    const attacker = adminClientFor(target, "https://attacker.example");
    attacker.browser.setSession(editor.browser.session());
    const crossSite = await rawPut(
      attacker.browser,
      { "If-Match": original.version, [IDEMPOTENCY_KEY_HEADER]: key, [CSRF_HEADER]: editor.csrfToken },
      body,
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: ADMIN_ERROR_CODES.originRefused });
    expect((await current()).version).toBe(original.version);
  });

  it("refuses a write without a version (428) or without an Idempotency-Key (400)", async () => {
    const headers = { [CSRF_HEADER]: editor.csrfToken };
    const noVersion = await rawPut(
      editor.browser,
      { ...headers, [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(newIdempotencyKey()) },
      { banners: changed() },
    );
    expect(noVersion.status).toBe(428);
    const noKey = await rawPut(editor.browser, { ...headers, "If-Match": original.version }, { banners: changed() });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({ code: ADMIN_ERROR_CODES.keyRequired });
    expect((await current()).version).toBe(original.version);
  });

  it("refuses texts over the limits, per field, and keeps the list", async () => {
    const banners = asWrite(original);
    banners[1] = { ...banners[1]!, title: "T".repeat(BANNER_TEXT_MAX_LENGTH.title + 1), desc: "  " };
    const result = await editor.client.saveBanners(LOCALE, {
      version: original.version,
      body: { banners },
      key: newIdempotencyKey(),
    });
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: { "banners.1.title": [FIELD_ERROR_CODES.tooLong], "banners.1.desc": [FIELD_ERROR_CODES.required] },
    });
    expect((await current()).version).toBe(original.version);
  });

  it("saves against the version read, applies a retried save once, and the public read shows it", async () => {
    const key = newIdempotencyKey();
    const banners = changed();
    const save = () => editor.client.saveBanners(LOCALE, { version: original.version, body: { banners }, key });
    const first = await save();
    expect(first.kind).toBe("ok");
    if (first.kind !== "ok") return;
    expect(first.value.version).not.toBe(original.version);
    expect(first.value.banners.map((banner) => banner.title)).toEqual(banners.map((banner) => banner.title));
    expect(first.value.banners.map((banner) => banner._id)).toEqual(original.banners.map((banner) => banner._id));

    // The same save again (its answer was lost): the first answer, not a 412 against its own version.
    const retry = await rawPut(
      editor.browser,
      {
        "If-Match": original.version,
        [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(key),
        [CSRF_HEADER]: editor.csrfToken,
      },
      { banners },
    );
    expect(retry.status).toBe(200);
    expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe("true");
    expect(await retry.json()).toEqual(first.value);

    const audit = await editor.client.audit();
    expect(audit.kind).toBe("ok");
    if (audit.kind !== "ok") return;
    const mine = audit.value.filter((entry) => entry.locale === LOCALE && entry.after[0]?.title === banners[0]!.title);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ editor: target.email.toLowerCase(), before: original.banners });

    const visitors = await fetch(contractUrl(target.url, CONTENT_ENDPOINTS[LOCALE].bannerPath));
    expect(((await visitors.json()) as { data: { title: string }[] }).data[0]?.title).toBe(banners[0]!.title);
    original = first.value;
  });

  it("refuses a save against a stale version (412) with the list as it is now, and overwrites nothing", async () => {
    const other = await signedIn();
    const theirs = asWrite(original);
    theirs[0] = { ...theirs[0]!, title: `Another editor ${Date.now() % 100000}` };
    const saved = await other.client.saveBanners(LOCALE, {
      version: original.version,
      body: { banners: theirs },
      key: newIdempotencyKey(),
    });
    expect(saved.kind).toBe("ok");

    const mine = asWrite(original);
    mine[0] = { ...mine[0]!, title: "Mine, typed against the old version" };
    const stale = await editor.client.saveBanners(LOCALE, {
      version: original.version,
      body: { banners: mine },
      key: newIdempotencyKey(),
    });
    expect(stale.kind).toBe("stale");
    if (stale.kind !== "stale" || saved.kind !== "ok") return;
    expect(stale.current).toEqual(saved.value);
    expect((await current()).banners[0]!.title).toBe(theirs[0]!.title);
    original = saved.value;
  });
});

describe("admin API: pictures", { timeout: 60_000 }, () => {
  const upload = (bytes: Uint8Array | string, type: string, client = editor.client) =>
    client.uploadPicture(new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }));

  it("stores a JPEG, PNG or WebP re-encoded at the carousel's size under a name it makes, and a banner can use it", async () => {
    const heavy = await noisyJpeg(BANNER_PICTURE.width * 2, BANNER_PICTURE.height * 2);
    expect(heavy.length).toBeGreaterThan(1024 * 1024);
    const result = await upload(heavy, "image/jpeg");
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.value).toMatchObject({ width: BANNER_PICTURE.width, height: BANNER_PICTURE.height });
    expect(result.value.bytes).toBeLessThan(heavy.length / 4);
    const served = await fetch(contractUrl(target.url, `/api/bannerimages/${result.value.image}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    for (const format of ["png", "webp"] as const) {
      expect((await upload(await plainPicture(format, 1600, 450), `image/${format}`)).kind, format).toBe("ok");
    }

    const banners = asWrite(original);
    banners[0] = { ...banners[0]!, image: result.value.image };
    const saved = await editor.client.saveBanners(LOCALE, {
      version: original.version,
      body: { banners },
      key: newIdempotencyKey(),
    });
    expect(saved.kind).toBe("ok");
    if (saved.kind === "ok") original = saved.value;
  });

  it("keeps nothing that rode along in the file: metadata and a script appended to a polyglot are gone", async () => {
    const payload = "<script>alert('polyglot')</script>";
    const result = await upload(await polyglotJpeg(payload), "image/jpeg");
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.value.image).not.toMatch(/\.jpe?g$/);
    const stored = Buffer.from(
      await (await fetch(contractUrl(target.url, `/api/bannerimages/${result.value.image}`))).arrayBuffer(),
    );
    expect(stored.includes("polyglot")).toBe(false);
  });

  it.each([
    [
      "a text file named as a PNG",
      () => "just some text, not a picture",
      "image/png",
      415,
      ADMIN_ERROR_CODES.pictureUnsupported,
    ],
    ["an SVG (it could carry script)", () => BANNER_SVG, "image/svg+xml", 415, ADMIN_ERROR_CODES.pictureUnsupported],
    ["a GIF", () => plainPicture("gif", 1600, 450), "image/gif", 415, ADMIN_ERROR_CODES.pictureUnsupported],
    [
      "a truncated JPEG",
      async () => (await noisyJpeg(1600, 450)).subarray(0, 5000),
      "image/jpeg",
      415,
      ADMIN_ERROR_CODES.pictureUnsupported,
    ],
    [
      "a 6 MB file",
      () => new Uint8Array(6 * 1024 * 1024).fill(0xff),
      "image/jpeg",
      413,
      ADMIN_ERROR_CODES.pictureTooLarge,
    ],
    ["a square picture", () => plainPicture("png", 1600, 1600), "image/png", 422, ADMIN_ERROR_CODES.pictureWrongShape],
    [
      "a picture too small for the carousel",
      () => plainPicture("png", 800, 225),
      "image/png",
      422,
      ADMIN_ERROR_CODES.pictureTooSmall,
    ],
  ])("refuses %s, with a clear code", async (_name, make, type, status, code) => {
    const result = await upload(await make(), type);
    expect(result).toMatchObject({ kind: "refused", status, code });
  });

  it("takes uploads only from a signed-in editor's page with the CSRF proof", async () => {
    const picture = await plainPicture("png", 1600, 450);
    expect(await upload(picture, "image/png", adminClientFor(target).client)).toEqual({ kind: "signed-out" });
    const response = await editor.browser.fetch(contractUrl(target.url, ADMIN_PATHS.pictures), {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(picture),
    });
    expect(response.status).toBe(403);
  });
});

describe("admin API: signing out", { timeout: 30_000 }, () => {
  it("ends the session on the server: the old cookie opens nothing", async () => {
    const page = await signedIn();
    const cookie = page.browser.session();
    expect((await page.client.signOut()).kind).toBe("ok");
    expect(page.browser.session()).toBe("");
    page.browser.setSession(cookie);
    expect(await page.client.session()).toEqual({ kind: "signed-out" });
  });

  it("refuses a sign-out without the CSRF proof (403): another page cannot sign the editor out", async () => {
    const page = await signedIn();
    const response = await page.browser.fetch(contractUrl(target.url, ADMIN_PATHS.session), { method: "DELETE" });
    expect(response.status).toBe(403);
    expect((await page.client.session()).kind).toBe("ok");
  });
});
