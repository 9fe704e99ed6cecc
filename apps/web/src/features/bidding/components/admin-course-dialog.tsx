import { courseSaveSchema } from '@portal/contracts';
import type { AdminCourseRow, CourseSave } from '@portal/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { biddingAdminApi, useAdminMutation } from '../bidding-admin.api.ts';
import { fromEmbaForm, fromMbaForm, toEmbaForm, toMbaForm } from '../class-times-form.ts';
import type { EmbaTimeForm, MbaTimeForm } from '../class-times-form.ts';
import { CatalogueCoursePicker } from './catalogue-course-picker.tsx';
import { ClassTimesEditor } from './class-times-editor.tsx';
import { courseTypeText } from './course-cells.tsx';

interface CourseFormValues {
  courseNumber: string;
  courseNameCN: string;
  courseNameEN: string;
  courseType: number;
  teacher: string;
  teacherEN?: string;
  credit: number;
  seatLimit: number;
  venue?: string;
  venueEN?: string;
  language: string;
  mbaTimes?: MbaTimeForm[];
  embaTimes?: EmbaTimeForm[];
}

const courseTypes = [12, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100];
const formFields: (keyof CourseFormValues)[] = ['courseNumber', 'courseNameCN', 'courseNameEN', 'courseType', 'teacher', 'teacherEN', 'credit', 'seatLimit', 'venue', 'venueEN', 'language'];

interface AdminCourseDialogProps {
  planId: number;
  pageType: string;
  /** null: closed; 'new': add; a row: edit. */
  course: AdminCourseRow | 'new' | null;
  onClose: () => void;
}

/** Add or edit a course of a plan (CourseSave), with the class times in the plan's shape. */
export function AdminCourseDialog({ planId, pageType, course, onClose }: AdminCourseDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CourseFormValues>();
  const editing = course !== null && course !== 'new' ? course : null;
  const save = useAdminMutation((body: CourseSave) => biddingAdminApi.saveCourse(planId, editing?.id ?? null, body));
  const emba = pageType === 'emba';
  // The catalogue's own page rule: course.admin reads it (server modules/teaching catalogue part).
  const readsCatalogue = usePermission('query', '/admin/teaching/courses');

  const initial: Partial<CourseFormValues> = editing
    ? { ...editing, mbaTimes: toMbaForm(editing.classTimes ?? []), embaTimes: toEmbaForm(editing.classTimes ?? []) }
    : { courseType: 12, credit: 2, seatLimit: 30, language: 'zh', mbaTimes: [], embaTimes: [] };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: CourseSave = {
      courseNumber: v.courseNumber.trim(), courseNameCN: v.courseNameCN.trim(), courseNameEN: v.courseNameEN.trim(), courseType: v.courseType,
      teacher: v.teacher.trim(), teacherEN: v.teacherEN?.trim() ?? '', credit: v.credit, seatLimit: v.seatLimit, venue: v.venue?.trim() ?? '',
      venueEN: v.venueEN?.trim() ?? '', language: v.language,
      classTimes: emba ? fromEmbaForm(v.embaTimes ?? []) : fromMbaForm(v.mbaTimes ?? []),
    };
    const checked = courseSaveSchema.safeParse(body);
    if (!checked.success) {
      const field = checked.error.issues[0]?.path[0];
      form.setFields([{ name: formFields.find((f) => f === field) ?? 'courseNumber', errors: [t('bidding.admin.planForm.invalid')] }]);
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

  const f = (name: string) => t(`bidding.admin.courseForm.${name}`);
  const required = (name: string) => [{ required: true, whitespace: true, message: t('bidding.admin.planForm.required', { field: f(name) }) }];

  return (
    <Modal
      open={course !== null}
      width={880}
      title={f(editing ? 'editTitle' : 'createTitle')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {/* Keyed per course and mounted per opening (destroyOnHidden), so initialValues always apply. */}
      <Form<CourseFormValues> key={editing?.id ?? 'new'} form={form} layout="vertical" data-testid="course-form" initialValues={initial}>
        {readsCatalogue ? (
          <Form.Item label={f('fromCatalogue')}>
            <CatalogueCoursePicker programme={pageType} onPick={(c) => form.setFieldsValue({
              courseNumber: c.courseNumber, courseNameCN: c.nameCn, courseNameEN: c.nameEn, courseType: c.courseType, credit: c.credit,
              // The plan's course takes zh or en; a bilingual course is taught in Chinese too.
              language: c.language === 'en' ? 'en' : 'zh',
            })} />
          </Form.Item>
        ) : null}
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="courseNumber" label={f('courseNumber')} rules={required('courseNumber')}>
              <Input data-testid="course-form-number" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item name="courseNameCN" label={f('courseNameCN')} rules={required('courseNameCN')}>
              <Input data-testid="course-form-name-cn" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item name="courseNameEN" label={f('courseNameEN')} rules={required('courseNameEN')}>
              <Input data-testid="course-form-name-en" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="courseType" label={f('courseType')} rules={[{ required: true }]}>
              <Select options={courseTypes.map((c) => ({ value: c, label: `${c} ${courseTypeText(t, c)}` }))} data-testid="course-form-type" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="teacher" label={f('teacher')} rules={required('teacher')}>
              <Input data-testid="course-form-teacher" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="credit" label={f('credit')} rules={[{ required: true, message: t('bidding.admin.planForm.required', { field: f('credit') }) }]}>
              <InputNumber min={0} max={20} step={0.5} precision={2} style={{ width: '100%' }} data-testid="course-form-credit" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="seatLimit" label={f('seatLimit')} rules={[{ required: true, message: t('bidding.admin.planForm.required', { field: f('seatLimit') }) }]}>
              <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} data-testid="course-form-seats" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="language" label={f('language')}>
              <Select options={[{ value: 'zh', label: '中文' }, { value: 'en', label: 'English' }]} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="teacherEN" label={f('teacherEN')} rules={[{ max: 200 }]}>
              <Input data-testid="course-form-teacher-en" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item name="venue" label={f('venue')} rules={[{ max: 200 }]}>
              <Input data-testid="course-form-venue" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item name="venueEN" label={f('venueEN')} rules={[{ max: 200 }]}>
              <Input data-testid="course-form-venue-en" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={f(emba ? 'classTimesEmba' : 'classTimesMba')}>
          <ClassTimesEditor pageType={pageType} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
