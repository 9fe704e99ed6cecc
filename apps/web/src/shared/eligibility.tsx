import {
  audienceText, ELIGIBILITY_PROGRAMMES, ELIGIBILITY_STUDENT_TYPES, eligibilityParams, messageText, PageType,
  type Eligibility, type EligibilityStudent, type EligibilityView,
} from '@portal/contracts';
import { Alert, Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOptionalUser } from './current-user.tsx';
import { useLanguage } from './language.ts';

/**
 * Eligibility of a plan, project or programme (server modules mobility and double-degree, README
 * 'Eligibility'): the office's three lists on its forms, and the student's explanation before they
 * try, in the words of the server's refusal (the same contracts rule fills both).
 */

/** The lists of a form; an empty list is everyone. */
export function EligibilityFields({ current, testId }: { current?: EligibilityView; testId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage() === 'en-US' ? 'en' : 'zh';
  const thisYear = new Date().getFullYear();
  const years = [...new Set([...Array.from({ length: 12 }, (_, i) => thisYear + 1 - i), ...(current?.entranceYears ?? [])])].sort((a, b) => b - a);
  const hint = t('common.eligibility.everyoneWhenEmpty');
  return (
    <Row gutter={12}>
      <Col span={8}>
        <Form.Item name={['eligibility', 'pageTypes']} label={t('common.eligibility.programmes')} extra={hint}>
          <Select mode="multiple" allowClear data-testid={`${testId}-programmes`}
            options={PageType.map((p) => ({ value: p, label: ELIGIBILITY_PROGRAMMES[p][lang] }))} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name={['eligibility', 'entranceYears']} label={t('common.eligibility.entranceYears')} extra={hint}>
          <Select mode="multiple" allowClear data-testid={`${testId}-years`} options={years.map((y) => ({ value: y, label: String(y) }))} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name={['eligibility', 'studentTypes']} label={t('common.eligibility.studentTypes')} extra={hint}>
          <Select mode="multiple" allowClear data-testid={`${testId}-types`} options={ELIGIBILITY_STUDENT_TYPES.map((x) => ({ value: x.id, label: x[lang] }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A form's eligibility as the contracts schema takes it (the stored lists, or everyone; a cleared list is empty). */
export const eligibilityValue = (e: Partial<EligibilityView> | undefined): Eligibility => ({
  pageTypes: (e?.pageTypes ?? []).filter((p): p is (typeof PageType)[number] => (PageType as readonly string[]).includes(p)),
  entranceYears: e?.entranceYears ?? [], studentTypes: e?.studentTypes ?? [],
});

/** Whom it is for, in the reader's language ('MBA or EMBA 2024–2025 students'). */
export function AudienceText({ eligibility, testId }: { eligibility: EligibilityView; testId?: string }) {
  const lang = useLanguage() === 'en-US' ? 'en' : 'zh';
  return <span data-testid={testId}>{audienceText(eligibility, lang)}</span>;
}

function useStudent(): EligibilityStudent {
  const u = useOptionalUser();
  return { pageType: u?.pageType ?? null, entranceYear: u?.studyEntranceYear ?? null, studentTypeId: u?.studentTypeId ?? null };
}

export type EligibilityCode = '97200' | '97201' | '97202';

/** The server's refusal, said before the student tries: whom it is for, who they are, what does not match. */
export function useIneligibleText(): (code: EligibilityCode, views: readonly EligibilityView[]) => string {
  const me = useStudent();
  const lang = useLanguage() === 'en-US' ? 'en' : 'zh';
  return (code, views) => messageText(code, lang, eligibilityParams(views, me)) ?? '';
}

/** A warning for a plan or programme the student is outside of; nothing when they are inside. */
export function IneligibleAlert({ code, views, eligible, testId }: { code: EligibilityCode; views: readonly EligibilityView[]; eligible: boolean; testId: string }) {
  const text = useIneligibleText();
  if (eligible) return null;
  return <Alert type="warning" showIcon message={text(code, views)} data-testid={testId} />;
}

/** The reason beside a disabled action. */
export function IneligibleReason({ text, testId }: { text: string; testId: string }) {
  return <Typography.Text type="secondary" style={{ display: 'block', maxWidth: 320, fontSize: 12 }} data-testid={testId}>{text}</Typography.Text>;
}
