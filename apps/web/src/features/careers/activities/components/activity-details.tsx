import type { ActivityRow } from '@portal/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../../shared/rich-text-view.tsx';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { SignupStateTag, useActivityText } from './activity-text.tsx';

/** Every field of CAR-N04 a student reads, in the drawers. */
export function ActivityDetails({ activity }: { activity: ActivityRow }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text = useActivityText();
  const f = (key: string) => t(`careers.activities.fields.${key}`);
  const intro = pickText(lang, activity.introduce, activity.introduceEn);
  return (
    <Descriptions column={1} size="small" bordered data-testid="activity-detail">
      <Descriptions.Item label={f('name')}>{text.name(activity)}</Descriptions.Item>
      <Descriptions.Item label={f('type')}>{text.type(activity)}</Descriptions.Item>
      <Descriptions.Item label={f('kind')}>{t(`careers.activities.kind.${activity.vdActiveType}`)}</Descriptions.Item>
      <Descriptions.Item label={f('times')}>{text.times(activity).map((x) => <div key={x}>{x}</div>)}</Descriptions.Item>
      <Descriptions.Item label={f('address')}>{text.address(activity)}</Descriptions.Item>
      <Descriptions.Item label={f('places')}>{text.places(activity)}</Descriptions.Item>
      <Descriptions.Item label={f('signupWindow')}>{text.window(activity)}</Descriptions.Item>
      <Descriptions.Item label={f('state')}><SignupStateTag state={activity.signupState} /></Descriptions.Item>
      <Descriptions.Item label={f('eligibility')}>{text.eligibility(activity)}</Descriptions.Item>
      {activity.surveyID ? <Descriptions.Item label={f('survey')}>{text.survey(activity)}</Descriptions.Item> : null}
      <Descriptions.Item label={f('introduce')}>{intro ? <RichTextView html={intro} /> : '-'}</Descriptions.Item>
    </Descriptions>
  );
}
