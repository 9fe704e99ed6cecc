import { describe, expect, it } from 'vitest';
import { planLanguage, type LanguageState } from './language-sync.ts';

const plan = (s: Partial<LanguageState>) => planLanguage({ choice: null, agreed: null, unsent: false, server: 'zh-CN', ...s });

describe('the language following the user', () => {
  it('takes the server\'s on a fresh browser, and records agreement when both show the same', () => {
    expect(plan({ server: 'en-US' })).toEqual({ do: 'take', language: 'en-US' });
    // A fresh browser shows Chinese, which is what the server has: nothing to change.
    expect(plan({})).toEqual({ do: 'agree', language: 'zh-CN' });
    expect(plan({ choice: 'en-US', agreed: 'en-US', server: 'en-US' })).toEqual({ do: 'nothing' });
    expect(plan({ choice: 'en-US', agreed: 'en-US', unsent: true, server: 'en-US' })).toEqual({ do: 'agree', language: 'en-US' });
  });

  it('takes a choice made elsewhere since this browser and the server last agreed for this user', () => {
    expect(plan({ choice: 'zh-CN', agreed: 'zh-CN', server: 'en-US' })).toEqual({ do: 'take', language: 'en-US' });
    expect(plan({ choice: 'en-US', agreed: 'en-US', server: 'zh-CN' })).toEqual({ do: 'take', language: 'zh-CN' });
    // Someone else switched this shared browser since: the user gets their own.
    expect(plan({ choice: 'zh-CN', agreed: 'en-US', server: 'en-US' })).toEqual({ do: 'take', language: 'en-US' });
    expect(plan({ choice: 'en-US', agreed: 'zh-CN', server: 'zh-CN' })).toEqual({ do: 'take', language: 'zh-CN' });
  });

  it('sends a switch of this browser the server did not hear (signed out, a failed call, while simulating)', () => {
    expect(plan({ choice: 'en-US', unsent: true })).toEqual({ do: 'send', language: 'en-US' });
    expect(plan({ choice: 'en-US', agreed: 'zh-CN', unsent: true })).toEqual({ do: 'send', language: 'en-US' });
  });

  it('leaves a choice alone this browser never compared for this user, and everything while simulating', () => {
    expect(plan({ choice: 'en-US' })).toEqual({ do: 'nothing' });
    expect(plan({ choice: 'en-US', unsent: true, server: null })).toEqual({ do: 'nothing' });
    expect(plan({ server: null })).toEqual({ do: 'nothing' });
  });
});
