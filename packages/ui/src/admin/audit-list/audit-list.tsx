import { useId, type ComponentProps } from "react";
import { useIntl } from "react-intl";
import type { BannerRecord } from "@studio/api";
import type { AuditEntry } from "@studio/api/admin";
import { ADMIN_AUDIT_COPY, getLocale, type MessageId } from "@studio/content";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../data/table/table.tsx";
import { cn } from "../../lib/cn.ts";
import { LoadFailed } from "../load-failed.tsx";

/** What one save changed in a language's list. */
export interface ChangeSummary {
  readonly added: number;
  readonly removed: number;
  /** Banners kept whose title, description or picture changed. */
  readonly edited: number;
  /** Whether the banners kept are in another order. */
  readonly reordered: boolean;
}

/** What a save changed, from the list before and after it (banners are matched by id). */
export function summarizeChange(before: readonly BannerRecord[], after: readonly BannerRecord[]): ChangeSummary {
  const beforeById = new Map(before.map((banner) => [banner._id, banner]));
  const afterIds = new Set(after.map((banner) => banner._id));
  const kept = after.filter((banner) => beforeById.has(banner._id));
  const edited = kept.filter((banner) => {
    const old = beforeById.get(banner._id)!;
    return old.title !== banner.title || old.desc !== banner.desc || (old.image ?? null) !== (banner.image ?? null);
  }).length;
  const keptBefore = before.filter((banner) => afterIds.has(banner._id)).map((banner) => banner._id);
  return {
    added: after.length - kept.length,
    removed: before.length - keptBefore.length,
    edited,
    reordered: keptBefore.join("\n") !== kept.map((banner) => banner._id).join("\n"),
  };
}

export type AuditListProps = Omit<ComponentProps<"section">, "children"> & {
  /** The recorded changes, newest first (the admin API's change log). */
  entries: readonly AuditEntry[];
  /** The log could not be read: it says so, with 'Try again' (`onReload`), instead of the entries. Default `false`. */
  loadFailed?: boolean;
  /** Reads the log again after a failure. */
  onReload?: () => void;
};

/**
 * The change log: the last saves of the banners, newest first, each with when, who, which language
 * and what changed (banners added, removed, edited, the order), in a Table. Says so when nothing
 * has been changed yet, and when the log could not be read (with 'Try again').
 */
export function AuditList({ entries, loadFailed = false, onReload, className, ...props }: AuditListProps) {
  const intl = useIntl();
  const headingId = useId();
  const describe = (entry: AuditEntry): string => {
    const change = summarizeChange(entry.before, entry.after);
    const parts: string[] = (
      [
        [ADMIN_AUDIT_COPY.addedId, change.added],
        [ADMIN_AUDIT_COPY.removedId, change.removed],
        [ADMIN_AUDIT_COPY.editedId, change.edited],
      ] as [MessageId, number][]
    )
      .filter(([, count]) => count > 0)
      .map(([id, count]) => intl.formatMessage({ id }, { count }));
    if (change.reordered) parts.push(intl.formatMessage({ id: ADMIN_AUDIT_COPY.reorderedId }));
    if (parts.length === 0) parts.push(intl.formatMessage({ id: ADMIN_AUDIT_COPY.unchangedId }));
    return intl.formatList(parts, { type: "conjunction" });
  };
  return (
    <section
      data-slot="audit-list"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {intl.formatMessage({ id: ADMIN_AUDIT_COPY.headingId })}
      </h2>
      {loadFailed ? (
        <LoadFailed messageId={ADMIN_AUDIT_COPY.loadFailedId} onRetry={onReload} />
      ) : entries.length === 0 ? (
        <p className="text-ink-muted">{intl.formatMessage({ id: ADMIN_AUDIT_COPY.emptyId })}</p>
      ) : (
        <Table caption={intl.formatMessage({ id: ADMIN_AUDIT_COPY.captionId })} minWidth="xl">
          <TableHeader>
            <TableRow>
              {Object.values(ADMIN_AUDIT_COPY.columns).map((id) => (
                <TableHead key={id}>{intl.formatMessage({ id })}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableHead scope="row">
                  <time dateTime={entry.at}>
                    {intl.formatDate(entry.at, { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                </TableHead>
                <TableCell className="break-all">{entry.editor}</TableCell>
                <TableCell lang={getLocale(entry.locale).tag}>{getLocale(entry.locale).name}</TableCell>
                <TableCell>{describe(entry)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
