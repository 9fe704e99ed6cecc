import { accessMessages } from './access.messages.ts';
import { biddingMessages } from './bidding.messages.ts';
import { careerMessages } from './career.messages.ts';
import { educationMessages } from './education.messages.ts';
import { mobilityMessages } from './mobility.messages.ts';
import { platformMessages } from './platform.messages.ts';
import { surveyMessages } from './survey.messages.ts';
import type { MessageTable, MessageText } from './types.ts';

export type { MessageTable, MessageText } from './types.ts';

export const messages = {
  ...platformMessages,
  ...careerMessages,
  ...educationMessages,
  ...accessMessages,
  ...mobilityMessages,
  ...surveyMessages,
  ...biddingMessages,
} satisfies MessageTable;

export type MessageCode = keyof typeof messages;

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

export function messageText(code: string, lang: 'zh' | 'en', params?: Record<string, string | number>): string | undefined {
  const entry: MessageText | undefined = (messages as MessageTable)[code];
  return entry ? fill(entry[lang], params) : undefined;
}
