import { describe, expect, it } from 'vitest';
import { planLanguage } from './language-sync.ts';

describe('the language following the user', () => {
  it('takes the server\'s on a fresh browser, and only records agreement when both show the same', () => {
    expect(planLanguage(null, null, 'en-US')).toEqual({ do: 'take', language: 'en-US' });
    // A fresh browser shows Chinese, which is what the server has: nothing to change.
    expect(planLanguage(null, null, 'zh-CN')).toEqual({ do: 'agree', language: 'zh-CN' });
    expect(planLanguage('en-US', 'en-US', 'en-US')).toEqual({ do: 'nothing' });
    expect(planLanguage('en-US', 'unsent', 'en-US')).toEqual({ do: 'agree', language: 'en-US' });
  });

  it('takes a choice made on another device since this browser last agreed with the server', () => {
    expect(planLanguage('zh-CN', 'zh-CN', 'en-US')).toEqual({ do: 'take', language: 'en-US' });
    expect(planLanguage('en-US', 'en-US', 'zh-CN')).toEqual({ do: 'take', language: 'zh-CN' });
  });

  it('sends a choice of this browser the server did not hear', () => {
    // Switched on the sign-in page, or the call failed.
    expect(planLanguage('en-US', 'unsent', 'zh-CN')).toEqual({ do: 'send', language: 'en-US' });
    // Switched while acting as someone (the server keeps nothing then): the administrator's own choice.
    expect(planLanguage('en-US', 'zh-CN', 'zh-CN')).toEqual({ do: 'send', language: 'en-US' });
  });

  it('leaves a choice alone that never met the server, and everything while simulating', () => {
    expect(planLanguage('en-US', null, 'zh-CN')).toEqual({ do: 'nothing' });
    expect(planLanguage('en-US', 'unsent', null)).toEqual({ do: 'nothing' });
    expect(planLanguage(null, null, null)).toEqual({ do: 'nothing' });
  });
});
