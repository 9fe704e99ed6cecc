import { Button, Popover } from 'antd';
import { TypedText, typedLang } from '../../../../shared/typed-text.tsx';

/** Characters shown in the cell before the rest goes into the popover. */
const SHOWN = 16;

/**
 * A long text in a table cell: the start, and the whole in a popover on hover or focus (SEL-U06). A
 * click brings both; a click trigger as well closed the popover they had just opened.
 */
export function LongText({ text }: { text: string | null }) {
  const value = text?.trim() ?? '';
  if (value.length <= SHOWN) return <TypedText text={value} />;
  return (
    <Popover trigger={['hover', 'focus']} content={<div className="selection-long-text"><TypedText text={value} pre /></div>}>
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} lang={typedLang(value)} data-testid="long-text">
        {`${value.slice(0, SHOWN)}…`}
      </Button>
    </Popover>
  );
}
