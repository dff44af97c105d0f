import { useEffect, useRef, useState, type ComponentProps } from "react";
import { CircleAlert, CircleCheck, CircleDot, LoaderCircle, LogOut } from "lucide-react";
import { useIntl } from "react-intl";
import {
  languagesWithChangedPictures,
  newIdempotencyKey,
  resolveBanners,
  type Banner,
  type BannerRecord,
} from "@studio/api";
import {
  adminBannerListSchema,
  type AdminBannerList,
  type AdminResult,
  type PictureUpload,
  type SaveBanners,
} from "@studio/api/admin";
import {
  ADMIN_BANNERS_COPY,
  ADMIN_SESSION_COPY,
  LOCALES,
  getLocale,
  type LocaleCode,
  type MessageId,
} from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../disclosure/tabs/tabs.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "../../feedback/dialog/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { BannerEditor, type EditedBanner } from "../banner-editor/banner-editor.tsx";
import { BannerList } from "../banner-list/banner-list.tsx";
import { BannerPreview } from "../banner-preview/banner-preview.tsx";
import { LoadFailed } from "../load-failed.tsx";
import {
  addBanner,
  canAdd,
  editBanner,
  errorsByBanner,
  isChanged,
  keptRecords,
  moveBanner,
  moveTo,
  saveBody,
  saveKeyOf,
  setRemoved,
  shownPosition,
  withPendingSave,
  workFrom,
  type BannerWork,
} from "../banner-work.ts";

/** Default prefix of the drafts' storage keys (one per language: `studio.adminDraft.de`). */
export const BANNER_DRAFT_KEY = "studio.adminDraft";

/** Every language's banners as the API holds them, with their versions. */
export type BannerLists = Readonly<Record<LocaleCode, AdminBannerList>>;

export type BannerManagerProps = Omit<ComponentProps<"div">, "children"> & {
  /**
   * What the API holds for every language (its list and version), as read when the page opened;
   * none while it is being read ('Loading the banners…').
   */
  lists?: BannerLists;
  /** The lists could not be read: the manager says so, with 'Try again' (`onReload`). Default `false`. */
  loadFailed?: boolean;
  /** Reads the lists again after a failure. */
  onReload?: () => void;
  /** The signed-in editor's e-mail address, shown with 'Sign out'. */
  signedInAs?: string;
  /** Ends the session ('Sign out'); the caller also clears the drafts (`clearBannerDrafts`). */
  onSignOut?: () => void;
  /**
   * Saves one language's whole list against the version edited, with the save's idempotency key;
   * pass `(locale, save) => client.saveBanners(locale, save)`. A session that ended is the caller's
   * to renew (sign in again in place, then send the same save): the promise may take that long.
   */
  onSave: (locale: LocaleCode, save: SaveBanners) => Promise<AdminResult<AdminBannerList>>;
  /**
   * Uploads a banner's new picture; pass `(file) => client.uploadPicture(file)`. Without it the
   * editor changes only the texts. A session that ended is the caller's to renew, as for `onSave`.
   */
  onUploadPicture?: (file: File) => Promise<AdminResult<PictureUpload>>;
  /** Turns a picture's file name into its URL. Default: the page's own origin. */
  imageUrl?: (imageName: string) => string;
  /** Prefix of the storage keys of the unsaved work kept across reloads. Default {@link BANNER_DRAFT_KEY}. */
  draftKey?: string;
  /** The language shown first. Default English (the other languages follow it). */
  initialLocale?: LocaleCode;
};

/** How the last save of a language ended. */
type Outcome = "saved" | "failed" | "invalid" | "refused" | "stale";

const OUTCOME_MESSAGES: Readonly<Record<Outcome, MessageId>> = {
  saved: ADMIN_BANNERS_COPY.savedId,
  failed: ADMIN_BANNERS_COPY.saveFailedId,
  invalid: ADMIN_BANNERS_COPY.saveInvalidId,
  refused: ADMIN_BANNERS_COPY.saveRefusedId,
  stale: ADMIN_BANNERS_COPY.staleId,
};

/** A language's save state: running, how the last one ended, the API's refusals, the other editor's list. */
interface SaveState {
  readonly saving: boolean;
  readonly outcome?: Outcome;
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
  readonly theirs?: AdminBannerList;
}

/** The banner being edited: its index in the working list, or a new one. */
type Editing = { readonly locale: LocaleCode; readonly index: number | "new" } | null;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The kept draft of a language, if it is readable and was made on a list of that language. */
function readDraft(key: string, locale: LocaleCode): BannerWork | undefined {
  try {
    const draft = JSON.parse(storage()?.getItem(`${key}.${locale}`) ?? "null") as { work?: BannerWork } | null;
    const base = adminBannerListSchema.safeParse(draft?.work?.base);
    const banners = draft?.work?.banners;
    if (!base.success || base.data.locale !== locale || !Array.isArray(banners)) return undefined;
    const valid = banners.every(
      (banner) =>
        typeof banner?.key === "string" &&
        typeof banner.title === "string" &&
        typeof banner.desc === "string" &&
        typeof banner.removed === "boolean",
    );
    return valid
      ? { base: base.data, banners, ...(draft?.work?.pendingSave ? { pendingSave: draft.work.pendingSave } : {}) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Removes every language's kept draft (on sign-out: nothing of the editor's work stays in the browser). */
export function clearBannerDrafts(key: string = BANNER_DRAFT_KEY): void {
  for (const { code } of LOCALES) {
    try {
      storage()?.removeItem(`${key}.${code}`);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }
}

/** Every language's work: its kept draft, else the list as the API holds it. */
function initialWork(lists: BannerLists, key: string): Record<LocaleCode, BannerWork> {
  return Object.fromEntries(LOCALES.map(({ code }) => [code, readDraft(key, code) ?? workFrom(lists[code])])) as Record<
    LocaleCode,
    BannerWork
  >;
}

/**
 * The admin's banner manager: one tab per language (the language's own name, marked while it has
 * unsaved changes), each with that language's banners as visitors will get them under the
 * fallback rules (BannerList), the editor in place of the list while a banner is edited
 * (BannerEditor), and the save bar: 'Save changes' sends the language's whole list against the
 * version edited, with an idempotency key kept until it succeeds, and says how it ended. Before an
 * English save it names the languages whose pictures change. Unsaved work is kept in the browser
 * across reloads until it is saved or discarded. After someone else's save (412) the other list
 * shows beside the editor's, which is kept, and the next save replaces it.
 */
export function BannerManager({
  lists,
  loadFailed = false,
  onReload,
  signedInAs,
  onSignOut,
  onSave,
  onUploadPicture,
  imageUrl,
  draftKey = BANNER_DRAFT_KEY,
  initialLocale = "en",
  className,
  ...props
}: BannerManagerProps) {
  const intl = useIntl();
  return (
    <div data-slot="banner-manager" className={cn("flex flex-col gap-6", className)} {...props}>
      {signedInAs ? (
        <div data-slot="banner-manager-session" className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted">
            {intl.formatMessage({ id: ADMIN_SESSION_COPY.signedInAsId }, { email: signedInAs })}
          </p>
          {onSignOut ? (
            <Button variant="secondary" size="sm" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              {intl.formatMessage({ id: ADMIN_SESSION_COPY.signOutId })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {lists ? (
        <Workbench
          lists={lists}
          onSave={onSave}
          onUploadPicture={onUploadPicture}
          imageUrl={imageUrl}
          draftKey={draftKey}
          initialLocale={initialLocale}
        />
      ) : loadFailed ? (
        <LoadFailed messageId={ADMIN_BANNERS_COPY.loadFailedId} onRetry={onReload} />
      ) : (
        <p role="status" aria-busy="true" className="flex items-center gap-2 text-ink-muted">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.loadingId })}
        </p>
      )}
    </div>
  );
}

/** The language tabs and their work, once the lists are read. */
function Workbench({
  lists,
  onSave,
  onUploadPicture,
  imageUrl,
  draftKey,
  initialLocale,
}: Required<Pick<BannerManagerProps, "onSave" | "draftKey" | "initialLocale">> &
  Pick<BannerManagerProps, "imageUrl" | "onUploadPicture"> & { lists: BannerLists }) {
  const intl = useIntl();
  const [work, setWork] = useState(() => initialWork(lists, draftKey));
  const [saves, setSaves] = useState<Partial<Record<LocaleCode, SaveState>>>({});
  const [editing, setEditing] = useState<Editing>(null);
  const [locale, setLocale] = useState<LocaleCode>(initialLocale);
  const root = useRef<HTMLDivElement>(null);
  /** The edited banner as typed and chosen, for the preview. */
  const [typed, setTyped] = useState<EditedBanner | null>(null);
  /** Where the focus goes back to when the editor closes: the banner's 'Edit', or 'Add a banner'. */
  const returnFocus = useRef<string>("");

  // Unsaved work survives a reload; saved or discarded work leaves no draft.
  useEffect(() => {
    for (const { code } of LOCALES) {
      try {
        if (isChanged(work[code]))
          storage()?.setItem(`${draftKey}.${code}`, JSON.stringify({ savedAt: Date.now(), work: work[code] }));
        else storage()?.removeItem(`${draftKey}.${code}`);
      } catch {
        // Storage full or blocked: the work stays on the page.
      }
    }
  }, [work, draftKey]);

  const update = (code: LocaleCode, change: (current: BannerWork) => BannerWork) =>
    setWork((all) => ({ ...all, [code]: change(all[code]) }));
  const english = keptRecords(work.en);

  const save = async (code: LocaleCode) => {
    if (saves[code]?.saving) return;
    const current = work[code];
    const key = saveKeyOf(current);
    setSaves((all) => ({ ...all, [code]: { ...all[code], saving: true } }));
    let result: AdminResult<AdminBannerList>;
    try {
      result = await onSave(code, { version: current.base.version, body: saveBody(current), key });
    } catch (error) {
      result = { kind: "failed", error };
    }
    if (result.kind === "ok") {
      setWork((all) => ({ ...all, [code]: workFrom(result.value) }));
      setSaves((all) => ({ ...all, [code]: { saving: false, outcome: "saved" } }));
      return;
    }
    if (result.kind === "stale") {
      // Their list becomes the version the next save replaces; the editor's work stays as it is.
      const theirs = result.current;
      setWork((all) => ({ ...all, [code]: { ...all[code], base: theirs } }));
      setSaves((all) => ({ ...all, [code]: { saving: false, outcome: "stale", theirs } }));
      return;
    }
    setWork((all) => ({ ...all, [code]: withPendingSave(all[code], key) }));
    const outcome: Outcome = result.kind === "invalid" ? "invalid" : result.kind === "failed" ? "failed" : "refused";
    setSaves((all) => ({
      ...all,
      [code]: { saving: false, outcome, ...(result.kind === "invalid" ? { fieldErrors: result.fieldErrors } : {}) },
    }));
  };

  const closeEditor = () => {
    setEditing(null);
    setTyped(null);
    // Back to where the editor was opened from, once the list is there again.
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(returnFocus.current)?.focus());
  };

  return (
    <div ref={root} className="flex flex-col gap-6">
      <Tabs value={locale} onValueChange={(value) => setLocale(value as LocaleCode)}>
        <TabsList variant="underline" aria-label={intl.formatMessage({ id: ADMIN_BANNERS_COPY.languagesId })}>
          {LOCALES.map(({ code, name, tag }) => (
            <TabsTrigger key={code} value={code} variant="underline" lang={tag}>
              {name}
              {isChanged(work[code]) ? (
                <>
                  <CircleDot aria-hidden="true" className="size-3 text-accent-700" />
                  <span className="sr-only" lang={intl.locale}>
                    {intl.formatMessage({ id: ADMIN_BANNERS_COPY.unsavedId })}
                  </span>
                </>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {LOCALES.map(({ code }) => {
          const languageWork = work[code];
          const state = saves[code];
          const changed = isChanged(languageWork);
          const errors = state?.fieldErrors ? errorsByBanner(languageWork, state.fieldErrors) : undefined;
          const editingHere = editing?.locale === code ? editing.index : null;
          const affected =
            code === "en" && changed
              ? languagesWithChangedPictures(
                  Object.fromEntries(LOCALES.map(({ code: other }) => [other, keptRecords(work[other])])),
                  work.en.base.banners,
                  english,
                )
              : [];
          const editedBanner = typeof editingHere === "number" ? languageWork.banners[editingHere] : undefined;
          const editedPosition =
            editingHere === null
              ? 0
              : editingHere === "new"
                ? keptRecords(languageWork).length + 1
                : shownPosition(languageWork, editingHere);
          // Another language's banner shows the English picture at its place, when there is one.
          const englishImage = code === "en" ? null : (english[editedPosition - 1]?.image ?? null);
          return (
            <TabsContent key={code} value={code} className="flex flex-col gap-5 pt-5">
              {editingHere !== null ? (
                <BannerEditor
                  key={`${code}-${editingHere}`}
                  banner={
                    editedBanner
                      ? { title: editedBanner.title, desc: editedBanner.desc, image: editedBanner.image }
                      : undefined
                  }
                  position={typeof editingHere === "number" ? editedPosition : undefined}
                  errors={typeof editingHere === "number" ? errors?.get(editingHere) : undefined}
                  onCancel={closeEditor}
                  onDraftChange={setTyped}
                  picture={
                    onUploadPicture
                      ? {
                          onUpload: onUploadPicture,
                          imageUrl,
                          ...(englishImage ? { fromEnglish: { position: editedPosition, image: englishImage } } : {}),
                        }
                      : undefined
                  }
                  preview={
                    typed ? (
                      <BannerPreview
                        {...previewOf(languageWork, code, editingHere, typed, english)}
                        locale={code}
                        imageUrl={imageUrl}
                      />
                    ) : null
                  }
                  onApply={(banner: EditedBanner) => {
                    update(code, (current) =>
                      editingHere === "new"
                        ? addBanner(current, banner, `new-${newIdempotencyKey()}`)
                        : editBanner(current, editingHere, banner),
                    );
                    closeEditor();
                  }}
                />
              ) : (
                <BannerList
                  locale={code}
                  banners={languageWork.banners}
                  english={code === "en" ? [] : english}
                  errors={errors}
                  imageUrl={imageUrl}
                  canAdd={canAdd(languageWork)}
                  onEdit={(index) => {
                    const key = CSS.escape(languageWork.banners[index]?.key ?? "");
                    returnFocus.current = `[role=tabpanel] [data-key="${key}"] [data-action=edit]`;
                    setEditing({ locale: code, index });
                  }}
                  onAdd={() => {
                    returnFocus.current = "[role=tabpanel] [data-action=add]";
                    setEditing({ locale: code, index: "new" });
                  }}
                  onMove={(index, direction) => update(code, (current) => moveBanner(current, index, direction))}
                  onMoveTo={(from, to) => update(code, (current) => moveTo(current, from, to))}
                  onRemove={(index) => update(code, (current) => setRemoved(current, index, true))}
                  onRestore={(index) => update(code, (current) => setRemoved(current, index, false))}
                />
              )}
              <SaveBar
                locale={code}
                changed={changed}
                state={state}
                affected={affected}
                onSave={() => void save(code)}
                onDiscard={() => {
                  update(code, (current) => workFrom(current.base));
                  setSaves((all) => ({ ...all, [code]: undefined }));
                }}
              />
              {state?.theirs ? <TheirBanners banners={state.theirs.banners} locale={code} /> : null}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}

/**
 * What the preview shows: the language's banners as visitors will get them, with the edited (or
 * new) banner's texts as typed, and its place among them.
 */
function previewOf(
  work: BannerWork,
  locale: LocaleCode,
  editing: number | "new",
  typed: EditedBanner,
  english: readonly BannerRecord[],
): { banners: Banner[]; index: number } {
  const records = keptRecords(work);
  const index = editing === "new" ? records.length : shownPosition(work, editing) - 1;
  const edited = records[index] ?? { _id: "new", image: null, title: "", desc: "" };
  records[index] = { ...edited, ...typed };
  return { banners: resolveBanners(locale, records, locale === "en" ? records : english) ?? [], index };
}

/** The language's save bar: unsaved state, the pictures an English save changes, save, discard and the outcome. */
function SaveBar({
  locale,
  changed,
  state,
  affected,
  onSave,
  onDiscard,
}: {
  changed: boolean;
  state: SaveState | undefined;
  affected: readonly LocaleCode[];
  onSave: () => void;
  onDiscard: () => void;
  /** The language saved: the confirmation names it. */
  locale: LocaleCode;
}) {
  const intl = useIntl();
  const outcome = state?.saving ? undefined : state?.outcome;
  const success = outcome === "saved";
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A save that succeeds takes its buttons away: the focus goes to what it says, not to the page's top.
  useEffect(() => {
    if (success && (document.activeElement === document.body || document.activeElement === null)) {
      outcomeRef.current?.focus();
    }
  }, [success, state]);
  return (
    <div data-slot="banner-save-bar" className="flex flex-col gap-3 border-t border-line pt-4">
      {affected.length > 0 ? (
        <p data-slot="banner-save-affected" className="flex items-start gap-2 text-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <span>
            {intl.formatMessage(
              { id: ADMIN_BANNERS_COPY.picturesChangeId },
              {
                languages: intl.formatList(
                  affected.map((code) => getLocale(code).name),
                  { type: "conjunction" },
                ),
              },
            )}
          </span>
        </p>
      ) : null}
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role={success ? "status" : "alert"}
        data-slot="banner-save-outcome"
        className="rounded-sm empty:hidden focus:outline-3 focus:outline-offset-2 focus:outline-focus"
      >
        {outcome && (changed || success) ? (
          <p className={cn("flex items-start gap-2 font-medium", success ? "text-success" : "text-danger")}>
            {success ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <span>{intl.formatMessage({ id: OUTCOME_MESSAGES[outcome] })}</span>
          </p>
        ) : null}
      </div>
      {changed ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onSave} aria-disabled={state?.saving || undefined}>
            {state?.saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {intl.formatMessage({ id: state?.saving ? ADMIN_BANNERS_COPY.savingId : ADMIN_BANNERS_COPY.saveId })}
          </Button>
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="secondary" aria-disabled={state?.saving || undefined}>
                {intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardId })}
              </Button>
            </DialogTrigger>
            <DialogContent role="alertdialog">
              <DialogTitle>
                {intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardTitleId }, { language: getLocale(locale).name })}
              </DialogTitle>
              <DialogDescription>{intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardTextId })}</DialogDescription>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">{intl.formatMessage({ id: ADMIN_BANNERS_COPY.keepEditingId })}</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button onClick={onDiscard}>{intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardId })}</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <span className="text-sm text-ink-muted">{intl.formatMessage({ id: ADMIN_BANNERS_COPY.unsavedId })}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The list someone else saved meanwhile, beside the editor's own (read-only). */
function TheirBanners({ banners, locale }: { banners: readonly BannerRecord[]; locale: LocaleCode }) {
  const intl = useIntl();
  return (
    <section
      data-slot="banner-theirs"
      className="rounded-md border border-dashed border-ink-muted p-4"
      lang={getLocale(locale).tag}
    >
      <h3 className="mb-3 font-semibold text-ink" lang={intl.locale}>
        {intl.formatMessage({ id: ADMIN_BANNERS_COPY.theirVersionId })}
      </h3>
      <ol className="flex list-decimal flex-col gap-2 ps-5">
        {banners.map((banner) => (
          <li key={banner._id}>
            <p className="font-semibold text-ink">{banner.title}</p>
            <p className="text-sm text-ink">{banner.desc}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
