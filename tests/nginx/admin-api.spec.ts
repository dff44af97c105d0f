/**
 * The admin API through the production server: nginx passes the session cookie and the CSRF
 * header, says the request's scheme and the client's address, and lets a banner picture of up to
 * 5 MB reach the API (its other API paths take 64 kB), which then answers for what it refuses; and
 * the admin page itself is never stored.
 */
import { expect, test } from "@playwright/test";
import { ADMIN_COOKIE_PATH, ADMIN_ERROR_CODES, ADMIN_PATHS, CSRF_HEADER, adminSessionSchema } from "@studio/api/admin";
import {
  ADMIN_BANNERS_COPY,
  ADMIN_PICTURE_COPY,
  ADMIN_SIGN_IN_COPY,
  ADMIN_SIGN_IN_FIELDS,
  BANNER_PICTURE,
  LOCALE_CODES,
  catalogs,
  routeAddresses,
} from "@studio/content";
import { originOf } from "@studio/content/ports";
import { noisyJpeg } from "../../mock-api/src/picture-fixtures.ts";
import { NGINX_EDITOR } from "./servers.ts";

const ORIGIN = originOf("nginxTest");

test("an editor signs in, uploads a banner picture of several megabytes and signs out, through nginx", async ({
  request,
}) => {
  const signIn = await request.post(ADMIN_PATHS.session, { headers: { Origin: ORIGIN }, data: NGINX_EDITOR });
  expect(signIn.status()).toBe(200);
  const cookie = signIn.headers()["set-cookie"] ?? "";
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Strict");
  expect(cookie).toContain(`Path=${ADMIN_COOKIE_PATH}`);
  const { csrfToken } = adminSessionSchema.parse(await signIn.json());
  const headers = { Origin: ORIGIN, [CSRF_HEADER]: csrfToken, "Content-Type": "image/jpeg" };

  const heavy = await noisyJpeg(3000, 844, 95);
  expect(heavy.length).toBeGreaterThan(1024 * 1024);
  expect(heavy.length).toBeLessThan(BANNER_PICTURE.maxBytes);
  const upload = await request.post(ADMIN_PATHS.pictures, { headers, data: heavy });
  expect(upload.status(), await upload.text()).toBe(201);

  const tooLarge = await request.post(ADMIN_PATHS.pictures, {
    headers,
    data: Buffer.alloc(BANNER_PICTURE.maxBytes + 1024, 0xff),
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ code: ADMIN_ERROR_CODES.pictureTooLarge });

  const signOut = await request.delete(ADMIN_PATHS.session, { headers: { Origin: ORIGIN, [CSRF_HEADER]: csrfToken } });
  expect(signOut.status()).toBe(204);
  expect((await request.get(ADMIN_PATHS.session)).status()).toBe(401);
});

test("a write from another origin is refused through nginx, cookie or not", async ({ request }) => {
  const signIn = await request.post(ADMIN_PATHS.session, {
    headers: { Origin: "https://attacker.example" },
    data: NGINX_EDITOR,
  });
  expect(signIn.status()).toBe(403);
  expect(await signIn.json()).toMatchObject({ code: ADMIN_ERROR_CODES.originRefused });
});

test("the admin page is never stored by a browser or a proxy, in any language", async ({ request }) => {
  for (const { path } of routeAddresses("adminPanel")) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()["cache-control"], path).toBe("no-store");
  }
  // The public pages are revalidated, not refused to caches.
  expect((await request.get("/gr")).headers()["cache-control"]).toBe("no-cache");
});

test("an editor signs in on the admin page under the production CSP, sees every language's banners and a chosen picture's preview", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  await page.goto("/gr/adminpanel");
  await page.getByLabel(catalogs.de[ADMIN_SIGN_IN_FIELDS[0].labelId]!).fill(NGINX_EDITOR.email);
  await page.getByLabel(catalogs.de[ADMIN_SIGN_IN_FIELDS[1].labelId]!).fill(NGINX_EDITOR.password);
  await page.getByRole("button", { name: catalogs.de[ADMIN_SIGN_IN_COPY.submitId]! }).click();
  await expect(page.getByRole("tab")).toHaveCount(LOCALE_CODES.length);
  await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();

  // The admin page's own policy lets the chosen picture's preview (a blob: address) show.
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: catalogs.de[ADMIN_BANNERS_COPY.editId]! })
    .first()
    .click();
  const picture = await noisyJpeg(BANNER_PICTURE.width, BANNER_PICTURE.height, 80);
  await page.locator("input[type=file]").setInputFiles({ name: "sommer.jpg", mimeType: "image/jpeg", buffer: picture });
  const preview = page.getByRole("img", { name: catalogs.de[ADMIN_PICTURE_COPY.pickedAltId]! });
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(BANNER_PICTURE.width);
  await page.getByRole("button", { name: catalogs.de[ADMIN_PICTURE_COPY.uploadId]! }).click();
  await expect(page.getByText(catalogs.de[ADMIN_PICTURE_COPY.uploadedId]!)).toBeVisible();
  expect(refused, "what the CSP refused").toEqual([]);
});
