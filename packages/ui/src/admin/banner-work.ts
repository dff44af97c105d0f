/**
 * An editor's unsaved work on one language's banners (docs/product.md#10-the-admin-area): the
 * list as the API holds it (`base`, with its version) and the list as the editor is changing it
 * (`banners`: edited, added, moved and removed banners, removals undoable until saved). Pure
 * functions, so the manager's rules are tested without rendering.
 */
import {
  BANNER_LIST_MAX,
  type AdminBannerList,
  type BannerListItemWrite,
  type BannerListWrite,
} from "@studio/api/admin";
import { newIdempotencyKey, type BannerRecord } from "@studio/api";

/** A banner of the working list. */
export interface WorkingBanner {
  /** A key for React and for moves: the banner's `_id`, or one made for a new banner. */
  readonly key: string;
  /** The API's id; a new banner has none until it is saved. */
  readonly _id?: string;
  readonly image: string | null;
  readonly title: string;
  readonly desc: string;
  /** Removed by the editor: left out of the save, shown with 'Undo' until then. */
  readonly removed: boolean;
}

/** One language's work: what the API holds and what the editor made of it. */
export interface BannerWork {
  readonly base: AdminBannerList;
  readonly banners: readonly WorkingBanner[];
  /** The key of the last save that did not succeed, and the body it sent: sent again, it is the same save. */
  readonly pendingSave?: { readonly key: string; readonly body: string };
}

/** The working list of a list as the API holds it: nothing changed. */
export function workFrom(list: AdminBannerList): BannerWork {
  return {
    base: list,
    banners: list.banners.map((banner) => ({
      key: banner._id,
      _id: banner._id,
      image: banner.image ?? null,
      title: banner.title,
      desc: banner.desc,
      removed: false,
    })),
  };
}

/** The banners that stay (not removed), in order. */
export function keptBanners(work: BannerWork): WorkingBanner[] {
  return work.banners.filter((banner) => !banner.removed);
}

/** The banners that stay, as records (a new banner under its working key), for the fallback rules. */
export function keptRecords(work: BannerWork): BannerRecord[] {
  return keptBanners(work).map((banner) => ({
    _id: banner._id ?? banner.key,
    image: banner.image,
    title: banner.title,
    desc: banner.desc,
  }));
}

/** What a save of this work sends: the whole kept list in carousel order. */
export function saveBody(work: BannerWork): BannerListWrite {
  return {
    banners: keptBanners(work).map((banner): BannerListItemWrite => ({
      ...(banner._id ? { _id: banner._id } : {}),
      image: banner.image,
      title: banner.title,
      desc: banner.desc,
    })),
  };
}

/** Whether the work differs from what the API holds (a removed banner counts once undone). */
export function isChanged(work: BannerWork): boolean {
  const saved = work.base.banners.map((banner) => ({
    _id: banner._id,
    image: banner.image ?? null,
    title: banner.title,
    desc: banner.desc,
  }));
  return JSON.stringify(saveBody(work).banners) !== JSON.stringify(saved);
}

/**
 * The idempotency key of saving the work now: the failed save's key when the same body is sent
 * again (so the API applies it once), otherwise a new one.
 */
export function saveKeyOf(work: BannerWork, makeKey: () => string = newIdempotencyKey): string {
  const body = JSON.stringify(saveBody(work));
  return work.pendingSave?.body === body ? work.pendingSave.key : makeKey();
}

/** Remembers a save that did not succeed, so sending the same body again reuses its key. */
export function withPendingSave(work: BannerWork, key: string): BannerWork {
  return { ...work, pendingSave: { key, body: JSON.stringify(saveBody(work)) } };
}

/** Replaces the banner at `index` (of the whole working list) with the edited texts. */
export function editBanner(
  work: BannerWork,
  index: number,
  change: Partial<Pick<WorkingBanner, "title" | "desc" | "image">>,
): BannerWork {
  return { ...work, banners: work.banners.map((banner, at) => (at === index ? { ...banner, ...change } : banner)) };
}

/** Whether another banner may be added: the list holds at most `BANNER_LIST_MAX` kept banners. */
export function canAdd(work: BannerWork): boolean {
  return keptBanners(work).length < BANNER_LIST_MAX;
}

/** Adds a new banner at the end; its key is made here. */
export function addBanner(
  work: BannerWork,
  banner: Pick<WorkingBanner, "title" | "desc" | "image">,
  key: string,
): BannerWork {
  return { ...work, banners: [...work.banners, { key, ...banner, removed: false }] };
}

/** Marks the banner at `index` removed (`true`) or brings it back (`false`). */
export function setRemoved(work: BannerWork, index: number, removed: boolean): BannerWork {
  return { ...work, banners: work.banners.map((banner, at) => (at === index ? { ...banner, removed } : banner)) };
}

/**
 * Moves the banner at `index` one place up (`-1`) or down (`1`) among the kept banners (a removed
 * banner in between is passed over). Returns the work unchanged at either end.
 */
export function moveBanner(work: BannerWork, index: number, direction: -1 | 1): BannerWork {
  let target = index + direction;
  while (work.banners[target]?.removed) target += direction;
  if (target < 0 || target >= work.banners.length) return work;
  return moveTo(work, index, target);
}

/** Moves the banner at `from` to `to` (indexes of the whole working list): a drag and drop. */
export function moveTo(work: BannerWork, from: number, to: number): BannerWork {
  if (from === to || !work.banners[from] || to < 0 || to >= work.banners.length) return work;
  const banners = [...work.banners];
  const [moved] = banners.splice(from, 1);
  banners.splice(to, 0, moved!);
  return { ...work, banners };
}

/** The position (1-based) of a kept banner among the kept ones, as visitors will see it. */
export function shownPosition(work: BannerWork, index: number): number {
  return work.banners.slice(0, index + 1).filter((banner) => !banner.removed).length;
}

/**
 * The API's field errors of a save (`banners.2.title: ["too_long"]`), by working-list index and
 * field: the API numbers the kept banners only.
 */
export function errorsByBanner(
  work: BannerWork,
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): Map<number, Record<string, string>> {
  const keptIndexes = work.banners.flatMap((banner, index) => (banner.removed ? [] : [index]));
  const errors = new Map<number, Record<string, string>>();
  for (const [path, codes] of Object.entries(fieldErrors)) {
    const match = /^banners\.(\d+)\.(\w+)$/.exec(path);
    const index = match ? keptIndexes[Number(match[1])] : undefined;
    if (index === undefined || !codes[0]) continue;
    errors.set(index, { ...errors.get(index), [match![2]!]: codes[0] });
  }
  return errors;
}
