import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceCell } from '../selection-rules.ts';

interface ChoiceCellViewProps {
  cell: ChoiceCell;
  /** The label of a status button (SEL-S03 labels for mentors, the server's text for supervisors). */
  statusLabel: (status: number) => ReactNode;
  changeText: ReactNode;
  busy: boolean;
  onSelect: () => void;
  /** Present when the student may withdraw this waiting choice. */
  onWithdraw?: (() => void) | undefined;
}

/**
 * The action cell of a current round's row (SEL-S03, S05): Select, a disabled button naming the
 * status of the student's choice, or the 'change' text; and Withdraw beside a waiting choice.
 */
export function ChoiceCellView({ cell, statusLabel, changeText, busy, onSelect, onWithdraw }: ChoiceCellViewProps) {
  const { t } = useTranslation();
  let main: ReactNode;
  if (cell.kind === 'changeText') main = <span data-testid="choice-change">{changeText}</span>;
  else if (cell.kind === 'status') {
    main = <Button size="small" disabled data-testid="choice-status">{statusLabel(cell.status)}</Button>;
  } else {
    const reason = cell.disabledReason ? t(`selection.student.${cell.disabledReason}`) : null;
    const button = (
      <Button type="primary" size="small" disabled={Boolean(reason) || busy} onClick={onSelect} data-testid="choice-select">
        {t('selection.student.select')}
      </Button>
    );
    // A disabled button takes no pointer events: the tooltip needs a wrapper to say why.
    main = reason ? <Tooltip title={reason}><span>{button}</span></Tooltip> : button;
  }
  return (
    <Space size={4} wrap>
      {main}
      {onWithdraw ? (
        <Button size="small" danger type="link" disabled={busy} onClick={onWithdraw} data-testid="choice-withdraw">
          {t('selection.student.withdraw')}
        </Button>
      ) : null}
    </Space>
  );
}
