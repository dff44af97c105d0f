/**
 * Contract group `mock`: the mock's own side of the admin API — the lockout after wrong passwords
 * (per account and per client address, with the proxy rules for X-Forwarded-For), the session's
 * idle and absolute ends, the Secure flag behind a TLS proxy, the editor accounts, CORS for the
 * admin, and what the data file keeps.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  ADMIN_ERROR_CODES,
  ADMIN_PATHS,
  ADMIN_SESSION_LIMITS,
  AUDIT_PAGE_SIZE,
  SIGN_IN_LOCKOUT,
  UNKNOWN_IMAGE,
  type AdminClient,
} from "@studio/api/admin";
import { newIdempotencyKey } from "@studio/api";
import { adminClientFor, adminTarget, type AdminTarget } from "./admin-testing.ts";
import { LOOPBACK_PROXIES } from "./admin/client-address.ts";
import { UNUSED_UPLOAD_GRACE_MS } from "./admin/pictures.ts";
import { ADMIN_EMAIL_ENV, ADMIN_PASSWORD_ENV, DEV_EDITOR_EMAIL, signInHint } from "./admin/editors.ts";
import { contractUrl } from "./contract-target.ts";
import { uploadsFolder } from "./database.ts";
import { TEST_SITE_ORIGIN, type TestMockOptions } from "./testing.ts";

const MINUTE = 60_000;
let clock = Date.now();
const now = () => clock;
let target: AdminTarget | undefined;

afterEach(async () => {
  await target?.close();
  target = undefined;
});

async function start(admin: TestMockOptions["admin"] = {}) {
  clock = Date.now();
  target = await adminTarget({ admin: { now, ...admin } });
  return target;
}

/** Saves the English banners as they are, each with the picture `image` names for it. */
async function saveEnglishPictures(
  client: AdminClient,
  image: (index: number, current: string | null | undefined) => string | null | undefined,
) {
  const list = await client.getBanners("en");
  if (list.kind !== "ok") throw new Error("read failed");
  const banners = list.value.banners.map(({ _id, title, desc, image: current }, index) => ({
    _id,
    title,
    desc,
    image: image(index, current),
  }));
  return client.saveBanners("en", { version: list.value.version, body: { banners }, key: newIdempotencyKey() });
}

const wrong = (t: AdminTarget) => ({ email: t.email, password: `${t.password}!` });

describe("mock admin API: lockout after wrong passwords", { timeout: 30_000 }, () => {
  it("locks an account after 5 wrong passwords in a row, for 1, then 2, 4 … minutes, at most an hour", async () => {
    const t = await start({ trustedProxies: [...LOOPBACK_PROXIES] });
    // Each try from another address: only the account's count grows.
    const from = (n: number) => adminClientFor(t, t.origin, { "X-Forwarded-For": `203.0.113.${n}` }).client;
    for (let n = 1; n < SIGN_IN_LOCKOUT.freeTries; n += 1) {
      expect(await from(n).signIn(wrong(t))).toEqual({ kind: "wrong-credentials" });
    }
    expect(await from(5).signIn(wrong(t))).toEqual({ kind: "locked", retryAfterSeconds: 60 });
    // Locked: even the right password is refused, and the wait is said.
    clock += 30_000;
    expect(await from(6).signIn({ email: t.email, password: t.password })).toEqual({
      kind: "locked",
      retryAfterSeconds: 30,
    });
    const waits: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      clock += 61 * MINUTE;
      const result = await from(10 + n).signIn(wrong(t));
      if (result.kind === "locked") waits.push(result.retryAfterSeconds / 60);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    clock += 61 * MINUTE;
    expect((await from(30).signIn({ email: t.email, password: t.password })).kind).toBe("ok");
    // The right password cleared the count: one wrong try is just wrong again.
    expect(await from(31).signIn(wrong(t))).toEqual({ kind: "wrong-credentials" });
  });

  it("locks a client address that tries 5 wrong passwords, whichever accounts it names", async () => {
    const t = await start();
    const page = adminClientFor(t).client;
    for (let n = 1; n < SIGN_IN_LOCKOUT.freeTries; n += 1) {
      expect((await page.signIn({ email: `guess${n}@example.com`, password: "password" })).kind).toBe(
        "wrong-credentials",
      );
    }
    expect((await page.signIn({ email: "guess5@example.com", password: "password" })).kind).toBe("locked");
    expect((await page.signIn({ email: t.email, password: t.password })).kind).toBe("locked");
  });

  it("reads X-Forwarded-For only from a trusted proxy: a client cannot escape its lock by writing one", async () => {
    const direct = await start();
    for (let n = 1; n <= SIGN_IN_LOCKOUT.freeTries; n += 1) {
      const spoofed = adminClientFor(direct, direct.origin, { "X-Forwarded-For": `198.51.100.${n}` }).client;
      await spoofed.signIn({ email: `guess${n}@example.com`, password: "password" });
    }
    const again = adminClientFor(direct, direct.origin, { "X-Forwarded-For": "198.51.100.99" }).client;
    expect((await again.signIn({ email: direct.email, password: direct.password })).kind).toBe("locked");
    await direct.close();
    target = undefined;

    const proxied = await start({ trustedProxies: [...LOOPBACK_PROXIES] });
    for (let n = 1; n <= SIGN_IN_LOCKOUT.freeTries; n += 1) {
      const client = adminClientFor(proxied, proxied.origin, { "X-Forwarded-For": "198.51.100.7" }).client;
      await client.signIn({ email: `guess${n}@example.com`, password: "password" });
    }
    const neighbour = adminClientFor(proxied, proxied.origin, { "X-Forwarded-For": "198.51.100.8" }).client;
    expect((await neighbour.signIn({ email: proxied.email, password: proxied.password })).kind).toBe("ok");
    const guesser = adminClientFor(proxied, proxied.origin, { "X-Forwarded-For": "198.51.100.7" }).client;
    expect((await guesser.signIn({ email: proxied.email, password: proxied.password })).kind).toBe("locked");
  });
});

describe("mock admin API: sessions", { timeout: 30_000 }, () => {
  it("ends a session after 30 minutes without a request, and after 8 hours in all", async () => {
    const t = await start();
    const { client } = adminClientFor(t);
    expect((await client.signIn({ email: t.email, password: t.password })).kind).toBe("ok");
    clock += ADMIN_SESSION_LIMITS.idleMs - 1000;
    expect((await client.session()).kind).toBe("ok");
    clock += ADMIN_SESSION_LIMITS.idleMs + 1000;
    expect(await client.session()).toEqual({ kind: "signed-out" });

    expect((await client.signIn({ email: t.email, password: t.password })).kind).toBe("ok");
    const started = clock;
    while (clock - started < ADMIN_SESSION_LIMITS.absoluteMs - ADMIN_SESSION_LIMITS.idleMs) {
      clock += ADMIN_SESSION_LIMITS.idleMs - 1000;
      expect((await client.session()).kind).toBe("ok");
    }
    clock = started + ADMIN_SESSION_LIMITS.absoluteMs;
    expect(await client.session()).toEqual({ kind: "signed-out" });
  });

  it("marks the cookie Secure when a trusted proxy says the visit is https, and only then", async () => {
    const t = await start({ trustedProxies: [...LOOPBACK_PROXIES] });
    const https = adminClientFor(t, t.origin, { "X-Forwarded-Proto": "https" });
    await https.client.signIn({ email: t.email, password: t.password });
    expect(https.browser.lastSetCookie()[0]).toMatch(/; Secure/);
    const plain = adminClientFor(t);
    await plain.client.signIn({ email: t.email, password: t.password });
    expect(plain.browser.lastSetCookie()[0]).not.toMatch(/Secure/);
  });
});

describe("mock admin API: editor accounts", { timeout: 30_000 }, () => {
  it("creates a development account on the first start, keeps only a scrypt hash for signing in, and prints it", async () => {
    const t = await start();
    expect(t.email).toBe(DEV_EDITOR_EMAIL);
    expect(t.password.length).toBeGreaterThanOrEqual(20);
    expect((await adminClientFor(t).client.signIn({ email: t.email, password: t.password })).kind).toBe("ok");
    const stored = t.mock!.stored();
    expect(stored.editors).toEqual([
      { email: DEV_EDITOR_EMAIL, passwordHash: expect.stringMatching(/^scrypt\$\d+\$8\$1\$/) },
    ]);
    expect(stored.editors[0]!.passwordHash).not.toContain(t.password);
    expect(signInHint(t.mock!.dbFile, {})).toContain(`${DEV_EDITOR_EMAIL} / ${t.password}`);
  });

  it("signs in the account of MOCK_API_ADMIN_EMAIL / _PASSWORD instead, and never prints its password", async () => {
    const adminEnv = { [ADMIN_EMAIL_ENV]: "Chief@Example.com", [ADMIN_PASSWORD_ENV]: "correct horse battery staple" };
    const t = await start({ adminEnv });
    const { client } = adminClientFor(t);
    expect((await client.signIn({ email: "chief@example.com", password: "correct horse battery staple" })).kind).toBe(
      "ok",
    );
    expect(t.mock!.editorAccount.printablePassword).toBeNull();
    expect(signInHint(t.mock!.dbFile, adminEnv)).not.toContain("correct horse");
    expect(readFileSync(t.mock!.dbFile, "utf8")).not.toContain("correct horse");
  });

  it("refuses to start with only one of the two variables", async () => {
    await expect(start({ adminEnv: { [ADMIN_EMAIL_ENV]: "chief@example.com" } })).rejects.toThrow(ADMIN_PASSWORD_ENV);
  });
});

describe("mock admin API: origins, pictures and the change log", { timeout: 30_000 }, () => {
  it("answers the admin's preflight with credentials for the site's origin only, not any localhost port", async () => {
    const t = await start();
    const preflight = (origin: string) =>
      fetch(contractUrl(t.url, ADMIN_PATHS.session), {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "PUT" },
      });
    const own = await preflight(TEST_SITE_ORIGIN);
    expect(own.headers.get("access-control-allow-origin")).toBe(TEST_SITE_ORIGIN);
    expect(own.headers.get("access-control-allow-credentials")).toBe("true");
    const other = await preflight("http://localhost:9");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const page = adminClientFor(t, "http://localhost:9").client;
    expect(await page.signIn({ email: t.email, password: t.password })).toMatchObject({
      code: ADMIN_ERROR_CODES.originRefused,
    });
  });

  it("refuses a banner naming a picture the API does not hold, or a path out of its folder", async () => {
    const t = await start();
    const { client } = adminClientFor(t);
    await client.signIn({ email: t.email, password: t.password });
    const names = ["missing.png", "../../package.json", "banner-web.svg", "/etc/passwd"];
    const result = await saveEnglishPictures(client, (index) => names[index]);
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: {
        "banners.0.image": [UNKNOWN_IMAGE],
        "banners.1.image": [UNKNOWN_IMAGE],
        "banners.3.image": [UNKNOWN_IMAGE],
      },
    });
  });

  it("keeps every change in the data file and answers the newest 50, newest first", async () => {
    const t = await start();
    const { client } = adminClientFor(t);
    await client.signIn({ email: t.email, password: t.password });
    let version = "";
    for (let n = 1; n <= AUDIT_PAGE_SIZE + 2; n += 1) {
      const list = await client.getBanners("lt");
      if (list.kind !== "ok") throw new Error("read failed");
      version = list.value.version;
      const banners = list.value.banners.map(({ _id, image, desc }) => ({ _id, image, desc, title: `Change ${n}` }));
      const saved = await client.saveBanners("lt", { version, body: { banners }, key: newIdempotencyKey() });
      expect(saved.kind).toBe("ok");
    }
    const audit = await client.audit();
    if (audit.kind !== "ok") throw new Error("audit failed");
    expect(audit.value).toHaveLength(AUDIT_PAGE_SIZE);
    expect(audit.value[0]!.after[0]!.title).toBe(`Change ${AUDIT_PAGE_SIZE + 2}`);
    expect(audit.value.at(-1)!.after[0]!.title).toBe("Change 3");
    expect(t.mock!.stored().audit).toHaveLength(AUDIT_PAGE_SIZE + 2);
  });
});

describe("mock admin API: stored pictures", { timeout: 30_000 }, () => {
  it("serves uploads as immutable, beside the data file, and removes those no banner uses after an hour", async () => {
    const t = await start();
    const { client } = adminClientFor(t);
    await client.signIn({ email: t.email, password: t.password });
    const [kept, dropped] = await Promise.all(
      ["#123", "#456"].map(async (background) => {
        const bytes = await sharp({ create: { width: 1600, height: 450, channels: 3, background } })
          .png()
          .toBuffer();
        const result = await client.uploadPicture(new Blob([new Uint8Array(bytes)], { type: "image/png" }));
        if (result.kind !== "ok") throw new Error(`upload failed: ${JSON.stringify(result)}`);
        return result.value.image;
      }),
    );
    expect(existsSync(join(uploadsFolder(t.mock!.dbFile), kept!))).toBe(true);
    const picture = (name: string) => fetch(contractUrl(t.url, `/api/bannerimages/${name}`));
    expect((await picture(kept!)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const save = () => saveEnglishPictures(client, (index, current) => (index === 0 ? kept : current));
    expect((await save()).kind).toBe("ok");
    // Within the hour an editor may still be about to use it.
    expect((await picture(dropped!)).status).toBe(200);
    clock += UNUSED_UPLOAD_GRACE_MS + 1000;
    await client.signIn({ email: t.email, password: t.password });
    expect((await save()).kind).toBe("ok");
    expect((await picture(dropped!)).status).toBe(404);
    expect((await picture(kept!)).status).toBe(200);
    expect(t.mock!.stored().uploads.map((record) => record.image)).toEqual([kept]);
  });
});
