import type { ModalFuncProps } from 'antd';
import i18next from 'i18next';
import { BizError, UnauthenticatedError, alreadyNotified } from './http-errors.ts';

/**
 * Dialogs and notices for code inside and outside React (the HTTP client). The antd parts live in
 * feedback-ui.tsx and load on first use; every function here returns at once.
 */
type FeedbackUi = typeof import('./feedback-ui.tsx');

let ui: Promise<FeedbackUi> | null = null;
const loadUi = (): Promise<FeedbackUi> => (ui ??= import('./feedback-ui.tsx'));

export function showSessionExpired(): void {
  void loadUi().then((m) => m.sessionExpiredDialog());
}

export function showNotAuthorised(onSignOut: () => void): void {
  void loadUi().then((m) => m.notAuthorisedDialog(onSignOut));
}

let lastSystemErrorAt = 0;

/** The generic failure notice; a burst of failures within two seconds shows one notice. */
export function showSystemError(): void {
  const now = Date.now();
  if (now - lastSystemErrorAt < 2000) return;
  lastSystemErrorAt = now;
  void loadUi().then((m) => m.systemErrorNotice());
}

/**
 * 'The service is briefly unavailable' (HTTP 503): one notice however many requests meet it, kept
 * until `clearUnavailable` (the next answer that came through) or the user closes it.
 */
export function showUnavailable(text: string): void {
  void loadUi().then((m) => m.unavailableNotice(text));
}

export function clearUnavailable(): void {
  if (ui) void ui.then((m) => m.closeUnavailableNotice());
}

export function notifyMessage(level: 'success' | 'error' | 'warning' | 'info', text: string): void {
  void loadUi().then((m) => m.showMessage(level, text));
}

/**
 * Presents an error a screen did not handle itself: a BizError as a message of the screen's level,
 * anything the client has not shown yet as 'System error'. A lost sign-in is the guard's business.
 */
export function notifyError(error: unknown, level: 'error' | 'warning' | 'info' = 'error'): void {
  if (alreadyNotified(error) || error instanceof UnauthenticatedError) return;
  if (error instanceof BizError) {
    notifyMessage(level, error.message);
    return;
  }
  showSystemError();
}

export function notifySuccess(text?: string): void {
  notifyMessage('success', text ?? i18next.t('common.feedback.success'));
}

/** Resolves true when the user confirms; used for the two-step delete and similar. */
export async function confirmAsync(props: ModalFuncProps): Promise<boolean> {
  const m = await loadUi();
  return m.confirmDialog(props);
}
