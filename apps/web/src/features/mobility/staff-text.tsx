import type { ReactNode } from 'react';

/** Text the office typed (project names, dates as text): written in the school's first language, declared so for screen readers. */
export function StaffText({ children }: { children: ReactNode }) {
  return <span lang="zh-CN">{children}</span>;
}
