import { useIntl } from "react-intl";
import type { MessageId } from "@studio/content";

/**
 * The page's title and description in the current language. React hoists them into <head>,
 * both in the prerendered HTML and after a language switch.
 */
export function PageMeta({ titleId, descriptionId }: { titleId: MessageId; descriptionId?: MessageId }) {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage({ id: titleId })}</title>
      {descriptionId ? <meta name="description" content={intl.formatMessage({ id: descriptionId })} /> : null}
    </>
  );
}
