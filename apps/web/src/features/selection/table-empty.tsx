/**
 * A table's text for no rows, in the body text colour: antd's greyed placeholder falls below the
 * contrast minimum once a dialog's mask darkens the page (axe color-contrast, seen on the teachers'
 * table behind the import dialog).
 */
export function TableEmpty({ text }: { text: string }) {
  return <span style={{ color: 'var(--ant-color-text)' }}>{text}</span>;
}
