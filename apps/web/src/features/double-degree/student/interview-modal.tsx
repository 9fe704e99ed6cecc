import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Form, Modal, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { formatDate } from '../../../shared/date-format.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { ddApi, ddKeys, useDdMutation } from '../dd.api.ts';
import { canBook, slotAvailable, slotLabel } from './interview-rules.ts';

/**
 * 'Interview Appointment' (MOB-U09, C33/C34): a day, a venue and a free slot, in Beijing time.
 * A refusal (−100003…−100005, a slot taken meanwhile) shows its code's message and reloads the slots.
 */
export function InterviewModal({ signupId, onClose }: { signupId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const days = useQuery({ queryKey: ddKeys.interview(signupId), queryFn: () => ddApi.interview(signupId) });
  const [dayId, setDayId] = useState<number>();
  const [venueId, setVenueId] = useState<number>();
  const [slotId, setSlotId] = useState<number>();
  const subscribe = useDdMutation(ddApi.subscribe);
  const list = days.data ?? [];
  const day = list.find((d) => d.ddInterviewManage.id === dayId) ?? (list.length === 1 ? list[0] : undefined);
  const ok = async () => {
    if (!day || venueId === undefined || slotId === undefined) return;
    try {
      await subscribe.mutateAsync({ ddSingupStudentId: signupId, ddInterviewTimeId: slotId, ddInterviewAdressId: venueId, from: 'web' });
      notifySuccess();
      onClose();
    } catch (err) {
      setSlotId(undefined);
      notifyError(err, 'warning');
    }
  };
  return (
    <Modal open title={t('doubleDegree.student.interview.modalTitle')} onCancel={onClose} onOk={() => void ok()}
      okText={t('doubleDegree.student.interview.confirm')} cancelText={t('common.actions.cancel')} confirmLoading={subscribe.isPending}
      okButtonProps={{ disabled: !canBook(day, venueId, slotId), 'data-testid': 'dd-interview-ok' }} destroyOnHidden>
      {days.isPending && <Skeleton active />}
      {days.isError && <Alert type="error" showIcon message={t('doubleDegree.student.loadFailed')} />}
      {days.isSuccess && list.length === 0 && <Empty description={t('doubleDegree.student.interview.noDays')} />}
      {list.length > 0 && (
        <Form layout="vertical" data-testid="dd-interview-form">
          <Form.Item label={t('doubleDegree.student.interview.date')}>
            <Radio.Group value={day?.ddInterviewManage.id} onChange={(e) => { setDayId(e.target.value as number); setVenueId(undefined); setSlotId(undefined); }}>
              {list.map((d) => <Radio key={d.ddInterviewManage.id} value={d.ddInterviewManage.id}>{formatDate(d.ddInterviewManage.day)}</Radio>)}
            </Radio.Group>
          </Form.Item>
          {day && (
            <>
              <Form.Item label={t('doubleDegree.student.interview.venue')}>
                <Radio.Group value={venueId} onChange={(e) => setVenueId(e.target.value as number)} data-testid="dd-interview-venues">
                  <Space direction="vertical">
                    {day.ddInterviewAdressList.map((a) => <Radio key={a.id} value={a.id}><TypedText text={a.adress} /></Radio>)}
                  </Space>
                </Radio.Group>
              </Form.Item>
              <Form.Item label={t('doubleDegree.student.interview.slot')} extra={t('doubleDegree.student.interview.beijing')}>
                <Radio.Group value={slotId} onChange={(e) => setSlotId(e.target.value as number)} data-testid="dd-interview-slots">
                  <Space direction="vertical">
                    {day.ddInterviewTimeList.map((s) => (
                      <Radio key={s.id} value={s.id} disabled={!slotAvailable(s)} data-testid={`dd-slot-${s.id}`}>
                        {slotLabel(s.interviewStartTime, s.interviewEndTime)}
                        {!slotAvailable(s) && ` · ${t('doubleDegree.student.interview.taken')}`}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
