import { pricingRules, type Pricing } from '@portal/contracts';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { schoolNow } from '../../../shared/date-format.ts';
import { RichTextEditor } from '../../../shared/rich-text-editor.tsx';

export interface PlanFormValues {
  planName: string;
  planNameEn?: string | null;
  pageType: 'mba' | 'emba';
  entranceYears: number[];
  schoolYear: string;
  term: number;
  firstBegin: Dayjs | null;
  firstEnd: Dayjs | null;
  secondBegin: Dayjs | null;
  secondEnd: Dayjs | null;
  pointsBudget: number;
  studentPersonalPoint: number;
  studentPersonalPointMax: number;
  maxCourses: number;
  refundOnDrop: boolean;
  pricing: Pricing;
  sealed: boolean;
  optionalCourseMinScore: number;
  remark: string;
  published: boolean;
}

export const windowFields = ['firstBegin', 'firstEnd', 'secondBegin', 'secondEnd'] as const;

/** Entrance years offered: ten years back, two ahead; cohorts outside that have no live plans. */
const yearOptions = (() => {
  const now = schoolNow().year();
  return Array.from({ length: 13 }, (_, i) => now + 2 - i).map((y) => ({ value: y, label: String(y) }));
})();

const f = (name: string) => `bidding.admin.planForm.${name}`;

/**
 * The fields of a plan (PlanSave). Once bidding has started the server refuses changes to the
 * programme and the points rules, so `rulesFrozen` shows them read-only instead of failing on save.
 */
export function AdminPlanFields({ rulesFrozen }: { rulesFrozen: boolean }) {
  const { t } = useTranslation();
  const pageType = Form.useWatch<PlanFormValues['pageType'] | undefined>('pageType');
  const terms = [1, 2, 3, 4].map((n) => ({ value: n, label: t(`bidding.terms.${pageType === 'emba' ? 'emba' : 'mba'}.t${n}`) }));
  const required = (name: string) => [{ required: true, message: t(f('required'), { field: t(f(name)) }) }];
  const int = { precision: 0, min: 1, style: { width: '100%' } };

  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="planName" label={t(f('planName'))} rules={[...required('planName'), { max: 200 }]}>
            <Input data-testid="plan-form-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="planNameEn" label={t(f('planNameEn'))} rules={[{ max: 300 }]}>
            <Input data-testid="plan-form-name-en" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="pageType" label={t(f('pageType'))} rules={required('pageType')}>
            <Select disabled={rulesFrozen} data-testid="plan-form-page-type" options={[{ value: 'mba', label: 'MBA' }, { value: 'emba', label: 'EMBA' }]} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="entranceYears" label={t(f('entranceYears'))} rules={required('entranceYears')}>
            <Select mode="multiple" options={yearOptions} data-testid="plan-form-years" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="schoolYear"
            label={t(f('schoolYear'))}
            rules={[...required('schoolYear'), { pattern: /^\d{4}-\d{4}$/, message: t(f('schoolYearFormat')) }]}
          >
            <Input placeholder="2026-2027" data-testid="plan-form-school-year" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="term" label={t(f('term'))} rules={required('term')}>
            <Select options={terms} data-testid="plan-form-term" />
          </Form.Item>
        </Col>
        {windowFields.map((name) => (
          <Col span={6} key={name}>
            <Form.Item name={name} label={t(f(name))} rules={required(name)}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid={`plan-form-${name}`} />
            </Form.Item>
          </Col>
        ))}
        <Col span={6}>
          <Form.Item name="pointsBudget" label={t(f('pointsBudget'))} rules={required('pointsBudget')}>
            <InputNumber {...int} disabled={rulesFrozen} data-testid="plan-form-budget" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="studentPersonalPoint" label={t(f('minPoint'))} rules={required('minPoint')}>
            <InputNumber {...int} disabled={rulesFrozen} data-testid="plan-form-min" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="studentPersonalPointMax" label={t(f('maxPoint'))} rules={required('maxPoint')} tooltip={t(f('maxPointHelp'))}>
            <InputNumber {...int} disabled={rulesFrozen} data-testid="plan-form-max" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="maxCourses" label={t(f('maxCourses'))} rules={required('maxCourses')}>
            <InputNumber {...int} max={100} disabled={rulesFrozen} data-testid="plan-form-max-courses" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="optionalCourseMinScore" label={t(f('optionalCourseMinScore'))}>
            <InputNumber min={0} max={200} step={0.5} style={{ width: '100%' }} data-testid="plan-form-min-score" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="refundOnDrop" label={t(f('refundOnDrop'))} valuePropName="checked" tooltip={t(f('refundOnDropHelp'))}>
            <Switch data-testid="plan-form-refund" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="published" label={t(f('published'))} valuePropName="checked" tooltip={t(f('publishedHelp'))}>
            <Switch data-testid="plan-form-published" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="pricing" label={t('bidding.fair.pricing.label')} tooltip={t('bidding.fair.pricing.help')}>
        <Select disabled={rulesFrozen} data-testid="plan-form-pricing" options={pricingRules.map((p) => ({ value: p, label: t(`bidding.fair.pricing.${p}`) }))} />
      </Form.Item>
      <Form.Item name="sealed" label={t('bidding.fair.sealedLabel')} valuePropName="checked" tooltip={t('bidding.fair.sealedHelp')}>
        <Switch disabled={rulesFrozen} data-testid="plan-form-sealed" />
      </Form.Item>
      <Form.Item name="remark" label={t(f('remark'))}>
        <RichTextEditor minHeight={140} data-testid="plan-form-remark" />
      </Form.Item>
    </>
  );
}
