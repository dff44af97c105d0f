/**
 * The admin area (docs/product.md#10-the-admin-area): where the people who run the site sign in
 * and change the home page's banners in every language. Every text is a message id; the limits
 * of a banner's texts are `BANNER_TEXT_MAX_LENGTH` (the write schema's and the editor's).
 */
import { BANNER_TEXT_MAX_LENGTH } from "../constants.ts";
import type { MessageId } from "../messages.ts";
import { ROUTE_PATHS } from "../routes.ts";
import type { FormField } from "./forms.ts";

/** The admin page: its route, its title in the browser tab and its heading ('Bannermanagement'). */
export const ADMIN_PAGE = {
  path: ROUTE_PATHS.adminPanel,
  metaTitleId: "meta.admin.title",
  headingId: "admin.heading",
} as const satisfies { path: string; metaTitleId: MessageId; headingId: MessageId };

/** Fields of the sign-in form, in display order (the request body of `signInRequestSchema`). */
export const ADMIN_SIGN_IN_FIELDS = [
  {
    name: "email",
    labelId: "admin.signIn.email",
    control: "email",
    // The address is the account's name: password managers fill it as the user name.
    autocomplete: "username",
    required: true,
  },
  {
    name: "password",
    labelId: "admin.signIn.password",
    control: "password",
    autocomplete: "current-password",
    required: true,
    requiredErrorId: "admin.signIn.passwordRequired",
  },
] as const satisfies readonly FormField<"email" | "password">[];

/** Texts of the sign-in form and of its outcomes. */
export const ADMIN_SIGN_IN_COPY = {
  headingId: "admin.signIn.heading",
  introId: "admin.signIn.intro",
  submitId: "admin.signIn.submit",
  /** The e-mail and password do not match an editor. */
  wrongCredentialsId: "admin.signIn.wrongCredentials",
  /** Too many wrong passwords; argument `{minutes}` (the wait, rounded up, pluralized). */
  lockedId: "admin.signIn.locked",
  /** The API could not be reached. */
  failedId: "admin.signIn.failed",
  /** Shown above the form when a session ended during an edit (signing in saves the edit). */
  expiredId: "admin.signIn.expired",
} as const satisfies Record<string, MessageId>;

/** Texts of the signed-in editor's bar. */
export const ADMIN_SESSION_COPY = {
  /** Argument `{email}`. */
  signedInAsId: "admin.session.signedInAs",
  signOutId: "admin.session.signOut",
} as const satisfies Record<string, MessageId>;

/** Fields of the banner editor, in display order (a banner of `bannerWriteSchema`). */
export const ADMIN_BANNER_FIELDS = [
  {
    name: "title",
    labelId: "admin.editor.title",
    control: "text",
    required: true,
    maxLength: BANNER_TEXT_MAX_LENGTH.title,
    requiredErrorId: "admin.editor.titleRequired",
  },
  {
    name: "desc",
    labelId: "admin.editor.description",
    control: "textarea",
    required: true,
    maxLength: BANNER_TEXT_MAX_LENGTH.desc,
    rows: 3,
    requiredErrorId: "admin.editor.descriptionRequired",
  },
] as const satisfies readonly FormField<"title" | "desc">[];

/** Texts of the banner editor. */
export const ADMIN_EDITOR_COPY = {
  newHeadingId: "admin.editor.newHeading",
  /** Argument `{position}` (1-based). */
  editHeadingId: "admin.editor.editHeading",
  /** Arguments `{count}` and `{max}`: characters typed and allowed. */
  countId: "admin.editor.count",
  applyId: "admin.editor.apply",
  cancelId: "admin.editor.cancel",
} as const satisfies Record<string, MessageId>;

/** Texts of the banner lists: one tab per language, its banners, their fallbacks and actions. */
export const ADMIN_BANNERS_COPY = {
  /** Name of the language tabs. */
  languagesId: "admin.banners.languages",
  loadingId: "admin.banners.loading",
  loadFailedId: "admin.banners.loadFailed",
  retryId: "admin.banners.retry",
  /** The language has no banners: its visitors see the English ones. */
  showsEnglishId: "admin.banners.showsEnglish",
  /** Argument `{count}`: how many banners English has beyond this language's. */
  missingId: "admin.banners.missing",
  addId: "admin.banners.add",
  /** Argument `{position}` (1-based). */
  positionId: "admin.banners.position",
  /** Argument `{position}`: the English banner (1-based) whose picture this banner shows. */
  pictureFromEnglishId: "admin.banners.pictureFromEnglish",
  ownPictureId: "admin.banners.ownPicture",
  noPictureId: "admin.banners.noPicture",
  editId: "admin.banners.edit",
  moveUpId: "admin.banners.moveUp",
  moveDownId: "admin.banners.moveDown",
  /** The drag handle's tooltip (a pointer's way to reorder; the keyboard's is Move up / Move down). */
  dragId: "admin.banners.drag",
  removeId: "admin.banners.remove",
  /** Argument `{title}`. */
  removedId: "admin.banners.removed",
  undoId: "admin.banners.undo",
  /** Arguments `{title}`, `{position}`, `{count}`: announced after a move. */
  movedId: "admin.banners.moved",
  unsavedId: "admin.banners.unsaved",
  saveId: "admin.banners.save",
  savingId: "admin.banners.saving",
  discardId: "admin.banners.discard",
  /** The confirmation before discarding; argument `{language}` (the language's own name). */
  discardTitleId: "admin.banners.discardTitle",
  discardTextId: "admin.banners.discardText",
  keepEditingId: "admin.banners.keepEditing",
  savedId: "admin.banners.saved",
  /** Argument `{languages}`: the language names, as a list. */
  picturesChangeId: "admin.banners.picturesChange",
  saveFailedId: "admin.banners.saveFailed",
  saveInvalidId: "admin.banners.saveInvalid",
  saveRefusedId: "admin.banners.saveRefused",
  /** Someone else saved the language meanwhile (412). */
  staleId: "admin.banners.stale",
  /** Heading of the other editor's list beside the editor's own after a 412. */
  theirVersionId: "admin.banners.theirVersion",
} as const satisfies Record<string, MessageId>;

/** The screen widths of the banner editor's preview, in CSS pixels: a phone, a tablet, a desktop. */
export const ADMIN_PREVIEW_WIDTHS: readonly number[] = [375, 768, 1280];

/** Texts of the banner editor's live preview: the banner as the carousel shows it at three widths. */
export const ADMIN_PREVIEW_COPY = {
  headingId: "admin.preview.heading",
  /** Argument `{width}`: the preview's width in CSS pixels. */
  widthId: "admin.preview.width",
  fitsId: "admin.preview.fits",
  titleCutId: "admin.preview.titleCut",
  descCutId: "admin.preview.descCut",
} as const satisfies Record<string, MessageId>;

/** Texts of the change log: the last saves, newest first, with who, when, which language and what changed. */
export const ADMIN_AUDIT_COPY = {
  headingId: "admin.audit.heading",
  captionId: "admin.audit.caption",
  columns: {
    whenId: "admin.audit.when",
    whoId: "admin.audit.who",
    languageId: "admin.audit.language",
    changeId: "admin.audit.change",
  },
  /** Argument `{count}` each: banners added, removed and edited by a save. */
  addedId: "admin.audit.added",
  removedId: "admin.audit.removed",
  editedId: "admin.audit.edited",
  reorderedId: "admin.audit.reordered",
  unchangedId: "admin.audit.unchanged",
  emptyId: "admin.audit.empty",
  /** The log could not be read (the banners may have been); 'Try again' reads it again. */
  loadFailedId: "admin.audit.loadFailed",
} as const satisfies Record<string, MessageId | Record<string, MessageId>>;

/**
 * Texts of the picture picker: a banner's picture as visitors get it, choosing a file, its preview
 * before it is uploaded, and every refusal (the API's checks, which the page applies first).
 */
export const ADMIN_PICTURE_COPY = {
  legendId: "admin.picture.legend",
  /** The banner shows its own picture. */
  ownId: "admin.picture.own",
  /** Argument `{position}`: the English banner whose picture visitors of this language see instead. */
  fromEnglishId: "admin.picture.fromEnglish",
  noneId: "admin.picture.none",
  /** What may be uploaded; arguments `{formats}`, `{megabytes}`, `{minWidth}`, `{width}`, `{height}`. */
  rulesId: "admin.picture.rules",
  chooseId: "admin.picture.choose",
  chooseAnotherId: "admin.picture.chooseAnother",
  /** Alternative text of the chosen file's preview. */
  pickedAltId: "admin.picture.pickedAlt",
  /** Arguments `{width}`, `{height}`, `{kilobytes}`: the picked file's size. */
  pickedId: "admin.picture.picked",
  uploadId: "admin.picture.upload",
  uploadingId: "admin.picture.uploading",
  uploadedId: "admin.picture.uploaded",
  keepId: "admin.picture.keep",
  removeId: "admin.picture.remove",
  /** The refusals: the same codes the API answers (`ADMIN_ERROR_CODES`), and a failed upload. */
  tooLargeId: "admin.picture.tooLarge",
  unsupportedId: "admin.picture.unsupported",
  wrongShapeId: "admin.picture.wrongShape",
  tooSmallId: "admin.picture.tooSmall",
  failedId: "admin.picture.failed",
} as const satisfies Record<string, MessageId>;
