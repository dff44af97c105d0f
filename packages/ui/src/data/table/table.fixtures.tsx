import { useIntl } from "react-intl";
import { PRIVACY_DATA_TABLE, privacyMessageValues } from "@studio/content";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, type TableProps } from "./table.tsx";

/** A sample address for the messages that name one. */
const SAMPLE_EMAIL = "privacy@studio.example";

/**
 * A table with real content for the stories and the docs: the privacy policy's table of the data
 * the site keeps, in the story's language.
 */
export function SampleTable({
  minWidth,
  rows,
  caption,
  className,
}: {
  /** Another caption (copies on one page need names of their own). Default the policy's. */
  caption?: string;
  /** The table's narrowest width (see `Table`). */
  minWidth?: TableProps["minWidth"];
  /** How many of its rows to show (default all). */
  rows?: number;
  /** Classes of the frame. */
  className?: string;
}) {
  const intl = useIntl();
  const values = { ...privacyMessageValues(SAMPLE_EMAIL), email: SAMPLE_EMAIL };
  const columns = [
    PRIVACY_DATA_TABLE.columns.itemId,
    PRIVACY_DATA_TABLE.columns.purposeId,
    PRIVACY_DATA_TABLE.columns.retentionId,
  ];
  return (
    <Table
      caption={caption ?? intl.formatMessage({ id: PRIVACY_DATA_TABLE.captionId })}
      minWidth={minWidth}
      className={className}
    >
      <TableHeader>
        <TableRow>
          {columns.map((id) => (
            <TableHead key={id}>{intl.formatMessage({ id })}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {PRIVACY_DATA_TABLE.rows.slice(0, rows).map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row">{intl.formatMessage({ id: row.itemId }, values)}</TableHead>
            <TableCell>{intl.formatMessage({ id: row.purposeId }, values)}</TableCell>
            <TableCell>{intl.formatMessage({ id: row.retentionId }, values)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
