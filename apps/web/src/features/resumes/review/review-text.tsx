import { OptimizeState, ResumeKind } from '@portal/contracts';
import type { OptimizeQueueRow } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';

const KIND_KEYS: Record<number, string> = { [ResumeKind.cn]: 'cn', [ResumeKind.en]: 'en', [ResumeKind.manual]: 'manual', [ResumeKind.upload]: 'upload' };
const STATE_COLOURS: Record<number, string> = { [OptimizeState.none]: 'default', [OptimizeState.requested]: 'orange', [OptimizeState.done]: 'green' };

/** The review pages' words for a row's codes: kind, programme, state, and the student's name in the reader's language. */
export function useReviewText() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return {
    kind: (kind: number) => t(`resumes.review.kinds.${KIND_KEYS[kind] ?? 'unknown'}`),
    programme: (pageType: string | null) => (pageType ? t(`resumes.review.programmes.${pageType}`, { defaultValue: pageType }) : '-'),
    student: (r: Pick<OptimizeQueueRow, 'studentName' | 'studentNameEn'>) => pickText(lang, r.studentName, r.studentNameEn),
    released: (r: Pick<OptimizeQueueRow, 'isShowOptimizeSuggest' | 'optimizeSuggest'>) =>
      (!r.optimizeSuggest ? t('resumes.review.suggestion.none') : r.isShowOptimizeSuggest ? t('resumes.review.suggestion.released') : t('resumes.review.suggestion.draft')),
  };
}

/** The request's state as a tag: none, asked for (waiting), done. */
export function OptimizeStateTag({ state }: { state: number }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLOURS[state] ?? 'default'} data-testid="review-state">{t(`resumes.review.states.${state}`, { defaultValue: String(state) })}</Tag>;
}
