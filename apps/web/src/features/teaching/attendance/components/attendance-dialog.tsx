import { attendanceSaveSchema } from '@portal/contracts';
import type { AttendanceRecord, StudentHit } from '@portal/contracts';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolNow } from '../../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { attendanceApi, useAttendanceStatuses, useClassDays, useClassMutation } from '../attendance.api.ts';

interface FormValues { attendanceDate?: Dayjs; status?: string; studentNumber?: string; name?: string; remark?: string }

/** The student search waits this long after the last key (education.md §3). */
const DEBOUNCE_MS = 500;

/**
 * Add or edit one record (ACAD-C04/C05, V01): date, status and student number required; the name is
 * the chosen student's and read-only. The student search offers only the class's enrolled students,
 * the date picker only the days the class meets (the server's rule; until they load, every day).
 */
export function AttendanceDialog({ startClassId, pageType, record, open, onClose }: {
  startClassId: number; pageType: string; record: AttendanceRecord | null; open: boolean; onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const statuses = useAttendanceStatuses();
  const classDays = useClassDays(startClassId, open);
  const offered = useMemo(() => (classDays.data ? new Set(classDays.data.days) : null), [classDays.data]);
  // The picker opens on the class day nearest today, so the teacher need not page through empty months.
  const defaultPickerValue = useMemo(() => {
    const days = classDays.data?.days ?? [];
    const today = schoolNow().format('YYYY-MM-DD');
    const day = [...days].reverse().find((d) => d <= today) ?? days[0];
    return day ? dayjs(day) : undefined;
  }, [classDays.data]);
  const [hits, setHits] = useState<StudentHit[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = useClassMutation(startClassId, (body: Parameters<typeof attendanceApi.create>[0]) =>
    (record ? attendanceApi.update(record.id, body) : attendanceApi.create(body)));

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(record
      ? { attendanceDate: dayjs(record.attendanceDate), status: record.status, studentNumber: record.studentNumber, name: pickText(lang, record.name, record.enName), remark: record.remark }
      : { attendanceDate: undefined, status: undefined, studentNumber: undefined, name: '', remark: '' });
    setHits(record ? [{ id: 0, studentNumber: record.studentNumber, name: record.name, enName: record.enName }] : []);
  }, [open, record, form, lang]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    // A blank search asks nothing (education.md §3).
    if (!text.trim()) return;
    timer.current = setTimeout(() => {
      setSearching(true);
      attendanceApi.students(startClassId, pageType, text.trim())
        .then((page) => setHits(page.data))
        .catch(notifyError)
        .finally(() => setSearching(false));
    }, DEBOUNCE_MS);
  };

  const submit = async () => {
    const v = await form.validateFields();
    const parsed = attendanceSaveSchema.safeParse({
      id: record?.id ?? 0, attendanceDate: v.attendanceDate?.format('YYYY-MM-DD'), status: v.status, studentNumber: v.studentNumber,
      name: v.name ?? '', remark: v.remark ?? '', pageType, startClassId,
    });
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      notifySuccess(t('teaching.attendance.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Modal
      open={open} title={record ? t('teaching.attendance.editTitle') : t('teaching.attendance.addTitle')} onCancel={onClose} onOk={() => void submit()}
      okText={t('common.actions.save')} cancelText={t('common.actions.cancel')} confirmLoading={save.isPending} destroyOnHidden forceRender
    >
      <Form form={form} layout="vertical" data-testid="attendance-form">
        <Form.Item name="attendanceDate" label={t('teaching.attendance.columns.attendanceDate')} rules={[{ required: true, message: t('teaching.attendance.required') }]}>
          <DatePicker
            style={{ width: '100%' }} data-testid="attendance-date" defaultPickerValue={defaultPickerValue}
            disabledDate={(d) => offered !== null && !offered.has(d.format('YYYY-MM-DD'))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('teaching.attendance.columns.status')} rules={[{ required: true, message: t('teaching.attendance.required') }]}>
          <Select
            data-testid="attendance-status" loading={statuses.isPending}
            options={(statuses.data ?? []).map((s) => ({ value: s.fieldValue, label: lang === 'en-US' ? s.extraProperties : s.fieldName }))}
          />
        </Form.Item>
        <Form.Item name="studentNumber" label={t('teaching.attendance.columns.studentNumber')} rules={[{ required: true, message: t('teaching.attendance.required') }]}>
          <Select
            showSearch data-testid="attendance-student" filterOption={false} onSearch={search} loading={searching}
            notFoundContent={t('teaching.attendance.noData')} placeholder={t('teaching.attendance.studentSearch')}
            options={hits.map((h) => ({ value: h.studentNumber, label: `${h.studentNumber} ${pickText(lang, h.name, h.enName)}` }))}
            onChange={(value: string) => {
              const hit = hits.find((h) => h.studentNumber === value);
              form.setFieldValue('name', hit ? pickText(lang, hit.name, hit.enName) : '');
            }}
          />
        </Form.Item>
        <Form.Item name="name" label={t('teaching.attendance.columns.name')}>
          <Input readOnly data-testid="attendance-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('teaching.attendance.columns.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
