import type { BidCourseRow, ClassTime } from '@portal/contracts';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { pointsProblem } from '../bidding-rules.ts';
import { overlappingCourses } from '../class-time-overlap.ts';
import { courseTypeText } from './course-cells.tsx';

/** The dialog opens with 100 points (education.md §5). */
export const DEFAULT_BID_POINTS = 100;

/** A course the student already holds in the plan, for the overlap warning. */
export interface HeldCourse {
  courseNumber: string;
  courseNameCN: string;
  courseNameEN: string;
  classTimeList: readonly ClassTime[];
}

interface BidDialogProps {
  row: BidCourseRow | null;
  range: { min: number; max: number };
  /** Points left in the plan (account.available); null while the plan loads. */
  pointsLeft: number | null;
  held: readonly HeldCourse[];
  sending: boolean;
  onSubmit: (row: BidCourseRow, points: number) => void;
  onCancel: () => void;
}

interface BidForm {
  points: number | null;
}

/**
 * The points dialog (FEATURES BID-U06, BID-V01–V04): course name and type read-only, a whole
 * number within the range, the points left, and a warning — which does not block — when the
 * course's class times overlap a course already bid on or won.
 */
export function BidDialog({ row, range, pointsLeft, held, sending, onSubmit, onCancel }: BidDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<BidForm>();

  useEffect(() => {
    if (row) form.setFieldsValue({ points: DEFAULT_BID_POINTS });
  }, [row, form]);

  const clashes = row ? overlappingCourses(row, held) : [];
  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields().catch(() => null);
    if (values && typeof values.points === 'number') onSubmit(row, values.points);
  };

  return (
    <Modal
      open={row !== null}
      title={t('bidding.bid.title')}
      okText={t('bidding.bid.submit')}
      cancelText={t('common.actions.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={sending}
      destroyOnHidden
    >
      {row ? (
        <Form<BidForm> form={form} layout="vertical" initialValues={{ points: DEFAULT_BID_POINTS }} onFinish={() => void submit()} data-testid="bid-dialog">
          <Form.Item label={t('bidding.bid.courseName')}>
            <Input readOnly value={pickText(lang, row.courseNameCN, row.courseNameEN)} data-testid="bid-course-name" />
          </Form.Item>
          <Form.Item label={t('bidding.bid.courseType')}>
            <Input readOnly value={courseTypeText(t, row.courseType)} data-testid="bid-course-type" />
          </Form.Item>
          <Form.Item
            name="points"
            label={t('bidding.bid.points')}
            extra={<span data-testid="bid-range-tip">{t('bidding.bid.rangeTip', range)}</span>}
            rules={[
              {
                validator: async (_, value: unknown) => {
                  const problem = pointsProblem(value, range);
                  if (problem) throw new Error(t(`bidding.bid.errors.${problem}`, range));
                },
              },
            ]}
          >
            <InputNumber<number>
              style={{ width: '100%' }}
              data-testid="bid-points"
              // An emptied field counts as 0 (education.md §5), which the range check then refuses.
              onChange={(v) => {
                if (v === null) form.setFieldsValue({ points: 0 });
              }}
            />
          </Form.Item>
          <div className="bid-points-left" data-testid="bid-points-left">
            {t('bidding.bid.pointsLeft', { points: pointsLeft ?? '—' })}
          </div>
          {clashes.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              data-testid="bid-overlap-warning"
              title={t('bidding.bid.overlap', { courses: clashes.map((c) => pickText(lang, c.courseNameCN, c.courseNameEN)).join(lang === 'en-US' ? ', ' : '、') })}
            />
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
