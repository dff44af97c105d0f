import { useIntl } from "react-intl";
import { ADMIN_BANNERS_COPY, getLocale } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from "./dialog.tsx";

/**
 * A dialog with real content, for the stories and the docs: the admin's question before unsaved
 * banner changes are discarded, in the story's language.
 */
export function SampleDialog({
  role = "alertdialog",
  defaultOpen = false,
}: {
  /** The dialog's kind (see `DialogContent`). */
  role?: DialogContentProps["role"];
  /** Open from the start. */
  defaultOpen?: boolean;
}) {
  const intl = useIntl();
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardId })}</Button>
      </DialogTrigger>
      <DialogContent role={role}>
        <DialogTitle>
          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardTitleId }, { language: getLocale("de").name })}
        </DialogTitle>
        <DialogDescription>{intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardTextId })}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{intl.formatMessage({ id: ADMIN_BANNERS_COPY.keepEditingId })}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{intl.formatMessage({ id: ADMIN_BANNERS_COPY.discardId })}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
