import { Outcome, SUBSCRIBE_STATUSES, SubscribeStatus } from '@portal/contracts';
import type { AdminBooking } from '@portal/contracts';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import type { PagedColumn } from '../../../shared/paged-table.tsx';
import { slotText } from '../student/history-table.tsx';
import { deskApi, deskKeys, runDeskAction, useDeskMutation } from './desk.api.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { TextDialog } from './text-dialog.tsx';
import { canChange, placeOfBooking, targetOfBooking } from './booking-changes.ts';
import { BookingChangeButtons, useBookingChanges } from './use-booking-changes.tsx';

type Dialog = { kind: 'approve' | 'reject' | 'note'; booking: AdminBooking };
const statusColours: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red', 3: 'default' };

/**
 * The bookings of the chosen counsellor (or all): approve or reject a pending one (0 → 1 or 2) with
 * a message to the student, mark an approved one attended or no-show once it has begun, keep a note;
 * move or cancel one that has not begun, change its slot's place (use-booking-changes.tsx).
 */
export function BookingsTable({ counsellorId }: { counsellorId: number | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const review = useDeskMutation(deskApi.review);
  const outcome = useDeskMutation(deskApi.outcome);
  const note = useDeskMutation(deskApi.note);
  const changes = useBookingChanges();
  const b = (key: string, params: Record<string, unknown> = {}) => t(`appointments.admin.bookings.${key}`, params);

  const run = async (p: Promise<unknown>) => {
    if (await runDeskAction(p)) setDialog(null);
  };
  const onDialogOk = (text: string) => {
    if (!dialog) return;
    const { kind, booking } = dialog;
    if (kind === 'note') void run(note.mutateAsync({ id: booking.id, note: text }));
    else void run(review.mutateAsync({ id: booking.id, status: kind === 'approve' ? SubscribeStatus.pass : SubscribeStatus.reject, replyNote: text }));
  };

  const columns: PagedColumn<AdminBooking>[] = [
    { title: b('student'), key: 'student', render: (_, r) => <span data-testid="booking-student">{pickText(lang, r.studentName, r.studentNameEn)} {r.studentNumber}</span> },
    { title: b('type'), key: 'type', width: 110, render: (_, r) => t(`appointments.student.types.${r.interviewConsultTypeKey}`) },
    { title: b('time'), key: 'beginTime', width: 190, sorter: true, sortField: 'beginTime', render: (_, r) => slotText(r.beginTime, r.endTime) },
    { title: b('place'), key: 'place', render: (_, r) => `${t(`appointments.admin.interflow.${r.interflowType}`)} · ${pickText(lang, r.address, r.addressEn)}` },
    {
      title: b('status'), key: 'status', width: 100,
      filter: { fieldName: 'status', options: SUBSCRIBE_STATUSES.map((s) => ({ value: String(s.key), label: t(`appointments.student.status.${s.key}`) })) },
      render: (_, r) => <Tag color={statusColours[r.status]} data-testid="booking-status">{t(`appointments.student.status.${r.status}`)}</Tag>,
    },
    { title: b('outcome'), key: 'outcome', width: 90, render: (_, r) => (r.outcome ? b(`outcomes.${r.outcome}`) : '-') },
    { title: b('note'), key: 'note', ellipsis: true, render: (_, r) => <TypedText text={r.note} /> },
    {
      title: b('actions'), key: 'actions', width: 320, fixed: 'right', render: (_, r) => {
        const begun = Date.parse(r.beginTime) <= Date.now();
        return (
          <Space size={0} wrap>
            <Link to={`/appointment/question-info/${r.id}?type=${r.interviewConsultTypeKey}`}>{b('detail')}</Link>
            {r.status === SubscribeStatus.toReview ? (
              <>
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'approve', booking: r })} data-testid="booking-approve">{b('approve')}</Button>
                <Button type="link" size="small" danger onClick={() => setDialog({ kind: 'reject', booking: r })} data-testid="booking-reject">{b('reject')}</Button>
              </>
            ) : null}
            {r.status === SubscribeStatus.pass && begun ? (
              <>
                <Button type="link" size="small" disabled={r.outcome === Outcome.attended} onClick={() => void run(outcome.mutateAsync({ id: r.id, outcome: Outcome.attended }))}
                  data-testid="booking-attended">{b('attended')}</Button>
                <Button type="link" size="small" danger disabled={r.outcome === Outcome.noShow} onClick={() => void run(outcome.mutateAsync({ id: r.id, outcome: Outcome.noShow }))}
                  data-testid="booking-no-show">{b('noShow')}</Button>
              </>
            ) : null}
            <BookingChangeButtons target={targetOfBooking(r)} changes={changes} />
            {/* A slot's place matters to the booking while it is still to come; an ended one's slot is history. */}
            {canChange(r, Date.now()) ? (
              <Button type="link" size="small" onClick={() => changes.editPlace(placeOfBooking(r, Date.now()))} data-testid="booking-place">
                {t('appointments.admin.changes.place')}
              </Button>
            ) : null}
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'note', booking: r })} data-testid="booking-note">{b('editNote')}</Button>
          </Space>
        );
      },
    },
  ];

  const name = dialog ? pickText(lang, dialog.booking.studentName, dialog.booking.studentNameEn) : '';
  return (
    <>
      <PagedTable<AdminBooking> queryKey={deskKeys.bookings(counsellorId)} fetchPage={(request, signal) => deskApi.bookings(request, counsellorId, signal)}
        columns={columns} rowKey="id" rowTestId="booking-row" scroll={{ x: 1200 }} />
      {dialog ? (
        <TextDialog
          title={dialog.kind === 'note' ? b('noteTitle') : `${b(dialog.kind)} · ${b('reviewTitle', { name })}`}
          label={dialog.kind === 'note' ? b('note') : b('replyNote')}
          initial={dialog.kind === 'note' ? dialog.booking.note : ''}
          maxLength={dialog.kind === 'note' ? 2000 : 500}
          pending={review.isPending || note.isPending}
          onOk={onDialogOk}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {changes.dialogs}
    </>
  );
}
