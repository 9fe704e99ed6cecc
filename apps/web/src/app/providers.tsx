import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useLanguage } from '../shared/language.ts';
import { themeFor, useReducedMotion } from '../shared/reduced-motion.ts';
import { createQueryClient } from './query-client.ts';

const queryClient = createQueryClient();

/**
 * Query cache, theme and antd locale; the locale follows the language, so date pickers, tables
 * and pagination switch together with the texts; the theme follows the system's 'reduce motion'.
 * Dialogs get the same through feedback-ui.tsx.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const reduced = useReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={lang === 'en-US' ? enUS : zhCN} theme={themeFor(reduced)}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
