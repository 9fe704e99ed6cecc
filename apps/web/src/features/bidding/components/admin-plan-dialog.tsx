import { PlanState, messageText, planSaveSchema } from '@portal/contracts';
import type { AdminPlanRow, PlanSave } from '@portal/contracts';
import { Alert, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, pickerNow, toPickerValue } from '../../../shared/date-format.ts';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { messageLang } from '../../../shared/language.ts';
import { biddingAdminApi, useAdminMutation } from '../bidding-admin.api.ts';
import { AdminPlanFields, windowFields } from './admin-plan-fields.tsx';
import type { PlanFormValues } from './admin-plan-fields.tsx';

const planFormFields: (keyof PlanFormValues)[] = [
  'planName', 'planNameEn', 'pageType', 'entranceYears', 'schoolYear', 'term', ...windowFields, 'pointsBudget', 'studentPersonalPoint',
  'studentPersonalPointMax', 'maxCourses', 'refundOnDrop', 'pricing', 'sealed', 'optionalCourseMinScore', 'remark', 'published',
];

// Pickers show the school's wall clock (shared/date-format.ts); minutes are the finest a window is set to.
const iso = (d: Dayjs | null) => (d ? fromPickerValue(d.second(0).millisecond(0)) : '');

export function toPlanBody(v: PlanFormValues): PlanSave {
  return {
    planName: v.planName.trim(),
    planNameEn: v.planNameEn?.trim() ? v.planNameEn.trim() : null,
    pageType: v.pageType,
    entranceYears: v.entranceYears,
    schoolYear: v.schoolYear.trim(),
    term: v.term,
    firstBegin: iso(v.firstBegin),
    firstEnd: iso(v.firstEnd),
    secondBegin: iso(v.secondBegin),
    secondEnd: iso(v.secondEnd),
    pointsBudget: v.pointsBudget,
    studentPersonalPoint: v.studentPersonalPoint,
    studentPersonalPointMax: v.studentPersonalPointMax,
    maxCourses: v.maxCourses,
    refundOnDrop: v.refundOnDrop,
    pricing: v.pricing,
    sealed: v.sealed,
    optionalCourseMinScore: v.optionalCourseMinScore ?? 0,
    remark: v.remark ?? '',
    published: v.published,
  };
}

export function toPlanValues(p: AdminPlanRow): PlanFormValues {
  return {
    planName: p.planName, planNameEn: p.planNameEn, pageType: p.pageType === 'emba' ? 'emba' : 'mba', entranceYears: p.entranceYears,
    schoolYear: p.schoolYear, term: p.term, firstBegin: toPickerValue(p.firstBegin), firstEnd: toPickerValue(p.firstEnd), secondBegin: toPickerValue(p.secondBegin),
    secondEnd: toPickerValue(p.secondEnd), pointsBudget: p.pointsBudget, studentPersonalPoint: p.studentPersonalPoint,
    studentPersonalPointMax: p.studentPersonalPointMax, maxCourses: p.maxCourses, refundOnDrop: p.refundOnDrop, pricing: p.pricing, sealed: p.sealed,
    optionalCourseMinScore: p.optionalCourseMinScore, remark: p.remark, published: p.published,
  };
}

/** A new plan: next year's cohort conventions, first round from tomorrow 09:00 for a week. */
export function newPlanValues(now = pickerNow()): PlanFormValues {
  const start = now.add(1, 'day').hour(9).minute(0).second(0).millisecond(0);
  const year = now.year();
  return {
    planName: '', planNameEn: '', pageType: 'mba', entranceYears: [year], schoolYear: `${year}-${year + 1}`, term: 1,
    firstBegin: start, firstEnd: start.add(7, 'day'), secondBegin: start.add(9, 'day'), secondEnd: start.add(12, 'day'),
    pointsBudget: 1000, studentPersonalPoint: 100, studentPersonalPointMax: 500, maxCourses: 3, refundOnDrop: true, pricing: 'uniform', sealed: false,
    optionalCourseMinScore: 0, remark: '', published: false,
  };
}

/** The windows must follow each other (the server's 92012), checked before sending. */
export function windowsInOrder(v: Pick<PlanFormValues, 'firstBegin' | 'firstEnd' | 'secondBegin' | 'secondEnd'>): boolean {
  const [a = NaN, b = NaN, c = NaN, d = NaN] = windowFields.map((k) => v[k]?.valueOf() ?? NaN);
  return a < b && b <= c && c < d;
}

interface AdminPlanDialogProps {
  /** null: closed; 'new': create; a row: edit. */
  plan: AdminPlanRow | 'new' | null;
  onClose: () => void;
}

/** Create or edit a plan (issue #3, staff console): every PlanSave field, checked with its schema. */
export function AdminPlanDialog({ plan, onClose }: AdminPlanDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanFormValues>();
  const editing = plan !== null && plan !== 'new' ? plan : null;
  const save = useAdminMutation((body: PlanSave) => biddingAdminApi.savePlan(editing?.id ?? null, body));
  const rulesFrozen = editing !== null && (editing.planState >= PlanState.firstOpen || editing.bidCount > 0);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!windowsInOrder(values)) {
      form.setFields(windowFields.map((name) => ({ name, errors: [messageText('92012', messageLang()) ?? ''] })));
      return;
    }
    if (values.studentPersonalPoint > values.studentPersonalPointMax) {
      form.setFields([{ name: 'studentPersonalPoint', errors: [messageText('92013', messageLang()) ?? ''] }]);
      return;
    }
    const body = toPlanBody(values);
    const checked = planSaveSchema.safeParse(body);
    if (!checked.success) {
      const field = checked.error.issues[0]?.path[0];
      const name = planFormFields.find((k) => k === field) ?? 'planName';
      form.setFields([{ name, errors: [t('bidding.admin.planForm.invalid')] }]);
      return;
    }
    try {
      await save.mutateAsync(body);
      notifySuccess(t('common.feedback.saved'));
      onClose();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Modal
      open={plan !== null}
      width={960}
      title={t(editing ? 'bidding.admin.planForm.editTitle' : 'bidding.admin.planForm.createTitle')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      okButtonProps={{ htmlType: 'submit' }}
    >
      {rulesFrozen ? <Alert type="info" showIcon title={t('bidding.admin.planForm.frozen')} style={{ marginBottom: 16 }} /> : null}
      {/* Keyed per plan and mounted per opening (destroyOnHidden), so initialValues always apply. */}
      <Form<PlanFormValues>
        key={editing?.id ?? 'new'}
        form={form}
        layout="vertical"
        data-testid="plan-form"
        initialValues={editing ? toPlanValues(editing) : newPlanValues()}
      >
        <AdminPlanFields rulesFrozen={rulesFrozen} />
      </Form>
    </Modal>
  );
}
