import type { NoTeacher, SelectionRound } from '@portal/contracts';
import { Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/date-format.ts';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';
import { RichTextView } from '../../../../shared/rich-text-view.tsx';
import { TypedText } from '../../../../shared/typed-text.tsx';

/** Which of the student's choices the teacher of a round was, and how it was confirmed (README 'Stable matching'). */
export function MyChoiceText({ round }: { round: SelectionRound }) {
  const { t } = useTranslation();
  const c = round.myChoice;
  if (!c) return round.noTeacher ? <NoTeacherText noTeacher={round.noTeacher} /> : <>-</>;
  const by = c.confirmedBy ? t(`selection.student.confirmedBy.${c.confirmedBy}`, { defaultValue: c.confirmedBy }) : t('selection.student.confirmedBy.teacher');
  return (
    <span data-testid="round-my-choice">
      <TypedText text={c.teacherName} />
      {t('selection.student.myChoiceRank', { rank: c.choiceRank, by })}
    </span>
  );
}

/**
 * Why an ended round left the student without a teacher: each teacher they chose, by name, and
 * what happened there (server README 'Stable matching'); the students who took the places are never named.
 */
function NoTeacherText({ noTeacher }: { noTeacher: NoTeacher }) {
  const { t } = useTranslation();
  return (
    <div data-testid="round-no-teacher">
      <span data-testid="round-no-teacher-state">{t(`selection.student.noTeacher.states.${noTeacher.state}`)}</span>
      {noTeacher.state === 'notPlaced' && noTeacher.teachers.length ? (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {noTeacher.teachers.map((x) => (
            <li key={x.choiceRank} data-testid="round-no-teacher-reason">
              <TypedText text={x.teacherName} />{t(`selection.student.noTeacher.reasons.${x.reason}`, { rank: x.choiceRank })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The round's name as a link opening its description (SEL-U01 plan info, SEL-U05 scheme
 * description), with the 'ended' marker in front of an ended scheme.
 */
function RoundName({ round, endedMarker }: { round: SelectionRound; endedMarker: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {endedMarker && round.isEnded ? <Tag data-testid="round-ended">{t('selection.student.ended')}</Tag> : null}
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(true)} data-testid="round-name">
        <TypedText text={round.name} />
      </Button>
      <Modal open={open} title={<TypedText text={round.name} />} onCancel={() => setOpen(false)} footer={null} width={800} destroyOnHidden>
        {/* The office writes the remark in the school's first language. */}
        <div lang="zh-CN"><RichTextView html={round.remark ?? ''} data-testid="round-remark" /></div>
      </Modal>
    </>
  );
}

/** The columns both round tables share: name (with its description), year, start, end, and the teacher the student got. */
export function useRoundColumns(endedMarker: boolean): PagedColumn<SelectionRound>[] {
  const { t } = useTranslation();
  const c = (key: string) => t(`selection.student.columns.${key}`);
  return [
    { title: c('name'), key: 'name', render: (_, r) => <RoundName round={r} endedMarker={endedMarker} /> },
    { title: c('year'), dataIndex: 'year', key: 'year', width: 90 },
    { title: c('startTime'), key: 'startTime', width: 160, render: (_, r) => formatDateTime(r.startTime) },
    { title: c('endTime'), key: 'endTime', width: 160, render: (_, r) => formatDateTime(r.endTime) },
    { title: c('myTeacher'), key: 'myTeacher', render: (_, r) => <MyChoiceText round={r} /> },
  ];
}
