import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from "react";
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS as DndCss } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, CircleAlert, GripVertical, Pencil, Plus, Trash2, Undo2 } from "lucide-react";
import { useIntl } from "react-intl";
import { explainBanners, type BannerPictureSource, type BannerRecord } from "@studio/api";
import { ADMIN_BANNER_FIELDS, ADMIN_BANNERS_COPY, getLocale, type LocaleCode, type MessageId } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { errorMessageFor } from "../../forms/validation.ts";
import { cn } from "../../lib/cn.ts";
import { usePrefersReducedMotion } from "../../lib/use-media-query.ts";
import { BannerThumbnail } from "../banner-thumbnail.tsx";
import { keptRecords, type BannerWork, type WorkingBanner } from "../banner-work.ts";

export type BannerListProps = Omit<ComponentProps<"div">, "children"> & {
  /** The language whose banners these are. */
  locale: LocaleCode;
  /** The editor's working list of that language, in carousel order (removed banners included, marked). */
  banners: readonly WorkingBanner[];
  /**
   * The English banners as they will be saved: another language's pictures come from the English
   * banner at the same index, and a language without banners shows them (`explainBanners`).
   */
  english: readonly BannerRecord[];
  /** The API's refusals of a save, by working-list index and field (`{ title: "too_long" }`). */
  errors?: ReadonlyMap<number, Readonly<Record<string, string>>>;
  /** Turns a picture's file name into its URL. Default: the page's own origin (`/api/bannerimages/…`). */
  imageUrl?: (imageName: string) => string;
  /** Whether another banner may be added (the list is not full). Default `true`. */
  canAdd?: boolean;
  /** Opens the editor on the banner at `index` of `banners`. */
  onEdit: (index: number) => void;
  /** Moves the banner at `index` one place up (`-1`) or down (`1`). */
  onMove: (index: number, direction: -1 | 1) => void;
  /**
   * Moves the banner at `from` to `to` (indexes of `banners`), dropped there with a pointer. Without
   * it the banners have no drag handle; Move up / Move down work either way.
   */
  onMoveTo?: (from: number, to: number) => void;
  /** Marks the banner at `index` removed; it stays listed, with 'Undo', until saved. */
  onRemove: (index: number) => void;
  /** Brings a removed banner back. */
  onRestore: (index: number) => void;
  /** Opens the editor on a new banner. */
  onAdd: () => void;
};

/** The message saying where a banner's picture comes from, or `null` when nothing needs saying. */
function pictureNote(locale: LocaleCode, picture: BannerPictureSource): { id: MessageId; position?: number } | null {
  if (picture.from === "none") return { id: ADMIN_BANNERS_COPY.noPictureId };
  if (locale === "en") return null;
  return picture.from === "english"
    ? { id: ADMIN_BANNERS_COPY.pictureFromEnglishId, position: picture.index + 1 }
    : { id: ADMIN_BANNERS_COPY.ownPictureId };
}

/**
 * One language's banners in carousel order, as the admin lists them: each banner's picture (the
 * one visitors will see), title and description, where its picture comes from under the fallback
 * rules, and its actions (edit, move up and down, remove). Removed banners stay listed with 'Undo'
 * until the list is saved. Above the list it says when visitors see the English banners instead,
 * or when English has more banners, with a button to add one. With `onMoveTo`, a banner can also
 * be dragged by its handle (a pointer's alternative to Move up / Move down). Moves are announced to
 * screen readers and keep the focus on the moved banner's button.
 */
export function BannerList({
  locale,
  banners,
  english,
  errors,
  imageUrl,
  canAdd = true,
  onEdit,
  onMove,
  onMoveTo,
  onRemove,
  onRestore,
  onAdd,
  className,
  ...props
}: BannerListProps) {
  const intl = useIntl();
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The banner just moved: its button gets the focus back once the list has re-rendered. */
  const focusAfterMove = useRef<{ key: string; direction: -1 | 1 } | null>(null);

  const kept = keptRecords({ base: { locale, version: "", banners: [] }, banners } satisfies BannerWork);
  const explained = explainBanners(locale, kept, locale === "en" ? kept : english);
  const languageTag = getLocale(locale).tag;
  const keptIndexes = banners.flatMap((banner, index) => (banner.removed ? [] : [index]));
  const missing = locale === "en" || kept.length === 0 ? 0 : english.length - kept.length;

  // After a move, the moved banner's button keeps the focus (at an end, the other direction's).
  useLayoutEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(moved.key)}"]`);
    const same = row?.querySelector<HTMLElement>(`[data-move="${moved.direction}"]`);
    const other = row?.querySelector<HTMLElement>(`[data-move="${-moved.direction}"]`);
    (same?.getAttribute("aria-disabled") === "true" ? other : same)?.focus();
  });

  const move = (index: number, direction: -1 | 1) => {
    const banner = banners[index]!;
    const position = keptIndexes.indexOf(index) + direction;
    if (position < 0 || position >= keptIndexes.length) return;
    onMove(index, direction);
    focusAfterMove.current = { key: banner.key, direction };
    announceMove(banner.title, position + 1);
  };

  const announceMove = (title: string, position: number) =>
    setAnnouncement(
      intl.formatMessage({ id: ADMIN_BANNERS_COPY.movedId }, { title, position, count: keptIndexes.length }),
    );

  // A pointer's drag: the banner takes the place it is dropped on, and the new order is announced
  // as a move with the buttons is (dnd-kit's own English announcements are switched off).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const drop = ({ active, over }: DragEndEvent) => {
    const keys = banners.map((banner) => banner.key);
    const from = keys.indexOf(String(active.id));
    const to = over ? keys.indexOf(String(over.id)) : -1;
    if (!onMoveTo || from < 0 || to < 0 || from === to) return;
    onMoveTo(from, to);
    const order = arrayMove([...banners], from, to).filter((banner) => !banner.removed);
    announceMove(banners[from]!.title, order.findIndex((banner) => banner.key === active.id) + 1);
  };

  return (
    <div data-slot="banner-list" className={cn("flex flex-col gap-4", className)} {...props}>
      {explained?.shows === "english" ? (
        <p
          data-slot="banner-list-note"
          className="flex items-start gap-2 rounded-md border border-line bg-surface-muted p-3 text-ink"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
          <span>{intl.formatMessage({ id: ADMIN_BANNERS_COPY.showsEnglishId })}</span>
        </p>
      ) : null}
      {missing > 0 ? (
        <p
          data-slot="banner-list-note"
          className="flex items-start gap-2 rounded-md border-2 border-danger bg-surface p-3 font-medium text-ink"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <span>{intl.formatMessage({ id: ADMIN_BANNERS_COPY.missingId }, { count: missing })}</span>
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: "" } }}
      >
        <SortableContext items={keptIndexes.map((index) => banners[index]!.key)} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="flex flex-col gap-3">
            {banners.map((banner, index) => {
              const titleId = `${baseId}${banner.key}-title`;
              if (banner.removed) {
                return (
                  <li
                    key={banner.key}
                    data-key={banner.key}
                    data-slot="banner-list-item"
                    data-removed=""
                    className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-dashed border-ink-muted p-3"
                  >
                    <span id={titleId} className="text-ink-muted">
                      {intl.formatMessage({ id: ADMIN_BANNERS_COPY.removedId }, { title: banner.title })}
                    </span>
                    <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onRestore(index)}>
                      <Undo2 aria-hidden="true" />
                      {intl.formatMessage({ id: ADMIN_BANNERS_COPY.undoId })}
                    </Button>
                  </li>
                );
              }
              const position = keptIndexes.indexOf(index);
              const shown = explained?.shows === "own" ? explained.banners[position] : undefined;
              const note = shown ? pictureNote(locale, shown.picture) : null;
              const problems = Object.entries(errors?.get(index) ?? {}).flatMap(([name, code]) => {
                const field = ADMIN_BANNER_FIELDS.find((candidate) => candidate.name === name);
                if (!field) return [];
                const { id, values } = errorMessageFor(field, code);
                return [`${intl.formatMessage({ id: field.labelId })}: ${intl.formatMessage({ id }, values)}`];
              });
              const first = position === 0;
              const last = position === keptIndexes.length - 1;
              return (
                <Sortable key={banner.key} id={banner.key} disabled={!onMoveTo}>
                  {({ ref, style, dragging, handle }) => (
                    <li
                      ref={ref}
                      style={style}
                      data-key={banner.key}
                      data-slot="banner-list-item"
                      data-invalid={problems.length > 0 || undefined}
                      data-dragging={dragging || undefined}
                      aria-labelledby={titleId}
                      className={cn(
                        "grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-md bg-surface p-3 md:grid-cols-[10rem_minmax(0,1fr)_auto]",
                        problems.length > 0 ? "border-2 border-danger" : "border border-line",
                        // Lifted: above the others, with a shadow and a thicker border (not colour alone).
                        dragging && "relative z-10 border-2 border-brand-600 shadow-lg",
                      )}
                    >
                      <BannerThumbnail image={shown?.image} imageUrl={imageUrl} lazy>
                        {onMoveTo ? (
                          // A pointer's way to reorder, hidden from the keyboard and screen readers: they have Move up / Move down.
                          <div
                            {...handle}
                            aria-hidden="true"
                            data-slot="banner-list-handle"
                            title={intl.formatMessage({ id: ADMIN_BANNERS_COPY.dragId })}
                            className="absolute start-1 top-1 z-10 flex size-7 cursor-grab touch-none items-center justify-center rounded border border-line bg-surface text-ink"
                          >
                            <GripVertical className="size-4" />
                          </div>
                        ) : null}
                      </BannerThumbnail>
                      <div className="flex min-w-0 flex-col gap-1">
                        <p className="text-sm text-ink-muted">
                          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.positionId }, { position: position + 1 })}
                        </p>
                        <h3 id={titleId} lang={languageTag} className="font-semibold break-words text-ink">
                          {banner.title}
                        </h3>
                        <p lang={languageTag} className="text-sm break-words text-ink">
                          {banner.desc}
                        </p>
                        {note ? (
                          <p data-slot="banner-picture-note" className="text-sm text-ink-muted">
                            {intl.formatMessage({ id: note.id }, { position: note.position })}
                          </p>
                        ) : null}
                        {problems.map((problem) => (
                          <p key={problem} className="flex items-start gap-1.5 text-sm font-medium text-danger">
                            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                            <span>{problem}</span>
                          </p>
                        ))}
                      </div>
                      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:flex-col md:items-stretch">
                        <Button
                          variant="secondary"
                          size="sm"
                          data-action="edit"
                          aria-describedby={titleId}
                          onClick={() => onEdit(index)}
                        >
                          <Pencil aria-hidden="true" />
                          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.editId })}
                        </Button>
                        {MOVES.map(({ direction, Icon, labelId }) => (
                          <Button
                            key={direction}
                            variant="ghost"
                            size="sm"
                            data-move={direction}
                            aria-describedby={titleId}
                            aria-disabled={(direction === -1 ? first : last) || undefined}
                            onClick={() => move(index, direction)}
                          >
                            <Icon aria-hidden="true" />
                            {intl.formatMessage({ id: labelId })}
                          </Button>
                        ))}
                        <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => onRemove(index)}>
                          <Trash2 aria-hidden="true" />
                          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.removeId })}
                        </Button>
                      </div>
                    </li>
                  )}
                </Sortable>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button
          variant="secondary"
          data-action="add"
          aria-disabled={!canAdd || undefined}
          onClick={() => canAdd && onAdd()}
        >
          <Plus aria-hidden="true" />
          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.addId })}
        </Button>
      </div>
      <p role="status" data-slot="banner-list-announcement" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The two moves a banner's buttons make: one place up, one place down. */
const MOVES = [
  { direction: -1, Icon: ArrowUp, labelId: ADMIN_BANNERS_COPY.moveUpId },
  { direction: 1, Icon: ArrowDown, labelId: ADMIN_BANNERS_COPY.moveDownId },
] as const;

/** dnd-kit's announcements, switched off: the list announces a drop itself, in the editor's language. */
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/** What a sortable banner's row needs: its element, its moving style, whether it is lifted, the handle's listeners. */
interface SortableParts {
  ref: (element: HTMLElement | null) => void;
  style: CSSProperties;
  dragging: boolean;
  handle: Record<string, unknown>;
}

/** One banner's row as dnd-kit moves it (a pointer's drag on its handle). */
function Sortable({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: (parts: SortableParts) => ReactNode;
}) {
  // Rows make room by sliding, and still (no transition) under `prefers-reduced-motion`.
  const reducedMotion = usePrefersReducedMotion();
  const { setNodeRef, transform, transition, isDragging, listeners } = useSortable({
    id,
    disabled,
    ...(reducedMotion ? { transition: null } : {}),
  });
  return children({
    ref: setNodeRef,
    style: { transform: DndCss.Translate.toString(transform), transition },
    dragging: isDragging,
    handle: listeners ?? {},
  });
}
