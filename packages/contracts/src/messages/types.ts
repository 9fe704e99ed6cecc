export interface MessageText {
  zh: string;
  en: string;
}
export type MessageTable = Record<string, MessageText>;
