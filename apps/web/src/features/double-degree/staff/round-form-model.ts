import { ddManageInputSchema } from '@portal/contracts';
import type { DdAdminManage, DdManageInput } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { fromPickerValue, pickerNow, toPickerValue } from '../../../shared/date-format.ts';

/** The round form's values: the window as school wall-clock pickers (shared/date-format.ts). */
export interface RoundFormValues {
  simpleName: string;
  window: [Dayjs, Dayjs] | null;
  maxChooseProjectCount: number;
  isEnable: boolean;
  notice: string;
  agreementTitle: string;
  agreementContent: string;
  agreementHint: string;
}

export const roundFormFields = ['simpleName', 'window', 'maxChooseProjectCount', 'isEnable', 'notice', 'agreementTitle', 'agreementContent', 'agreementHint'] as const;
export type RoundFormField = (typeof roundFormFields)[number];

/** A new round starts disabled (students see it only once the office enables it), open for a month from tomorrow, two programmes each. */
export function newRoundValues(): RoundFormValues {
  const start = pickerNow().add(1, 'day').startOf('day');
  return {
    simpleName: '', window: [start, start.add(30, 'day')], maxChooseProjectCount: 2, isEnable: false,
    notice: '', agreementTitle: '', agreementContent: '', agreementHint: '',
  };
}

export function roundValues(m: DdAdminManage): RoundFormValues {
  return {
    simpleName: m.simpleName, window: [toPickerValue(m.singupStartTime), toPickerValue(m.singupEndTime)], maxChooseProjectCount: m.maxChooseProjectCount,
    isEnable: m.isEnable, notice: m.notice, agreementTitle: m.agreementTitle, agreementContent: m.agreementContent, agreementHint: m.agreementHint,
  };
}

/** An editor left empty gives '<p></p>': saved as no text, so the student pages can tell there is none. */
const richText = (html: string | undefined) => {
  const v = (html ?? '').trim();
  return v.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : v;
};

/** The body the server takes. */
export function toManageInput(v: RoundFormValues): DdManageInput {
  return {
    simpleName: (v.simpleName ?? '').trim(),
    singupStartTime: v.window ? fromPickerValue(v.window[0]) : '', singupEndTime: v.window ? fromPickerValue(v.window[1]) : '',
    maxChooseProjectCount: v.maxChooseProjectCount, isEnable: Boolean(v.isEnable),
    notice: richText(v.notice), agreementTitle: (v.agreementTitle ?? '').trim(), agreementContent: richText(v.agreementContent), agreementHint: (v.agreementHint ?? '').trim(),
  };
}

/**
 * The fields the contract refuses, by the form's names (the server checks with the same schema), and
 * a window that does not run forwards, which the server refuses too (97117).
 */
export function roundFormIssues(v: RoundFormValues): RoundFormField[] {
  const out = new Set<RoundFormField>();
  const body = toManageInput(v);
  const checked = ddManageInputSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      out.add(key === 'singupStartTime' || key === 'singupEndTime' ? 'window' : roundFormFields.find((f) => f === key) ?? 'simpleName');
    }
  } else if (new Date(body.singupStartTime) >= new Date(body.singupEndTime)) {
    out.add('window');
  }
  return [...out];
}
