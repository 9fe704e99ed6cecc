import { describe, expect, it } from 'vitest';
import { evaluationSettingsInputSchema, evaluationSettingsProblem } from './evaluation.ts';

const ok = { evaluationUrl: 'https://assess.example.com/start?lang=zh', contactEmail: 'career@example.edu.cn' };

describe('evaluationSettingsProblem (the console form and the server share it)', () => {
  it('accepts http and https links and a plain address', () => {
    expect(evaluationSettingsProblem(ok)).toBeNull();
    expect(evaluationSettingsProblem({ ...ok, evaluationUrl: 'http://10.0.0.5:8080/a' })).toBeNull();
    expect(evaluationSettingsProblem({ ...ok, contactEmail: 'first.last+career@mail.school-name.edu.cn' })).toBeNull();
  });

  it('refuses every other scheme and a relative or hostless link (3400)', () => {
    for (const evaluationUrl of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'ftp://files.example.com/a', 'data:text/html,x', 'file:///etc/passwd', '/relative', 'example.com', 'https://', 'mailto:a@b.cn']) {
      expect(evaluationSettingsProblem({ ...ok, evaluationUrl }), evaluationUrl).toBe('3400');
    }
  });

  it('refuses an address that is not one (3401)', () => {
    for (const contactEmail of ['career', 'career@', '@example.edu.cn', 'a b@example.edu.cn', 'a@b', 'a@b@c.cn', 'a@-b.cn', '<a@b.cn>']) {
      expect(evaluationSettingsProblem({ ...ok, contactEmail }), contactEmail).toBe('3401');
    }
  });

  it('trims the input and bounds its length', () => {
    expect(evaluationSettingsInputSchema.parse({ evaluationUrl: `  ${ok.evaluationUrl} `, contactEmail: ` ${ok.contactEmail}` })).toEqual(ok);
    expect(evaluationSettingsInputSchema.safeParse({ ...ok, evaluationUrl: `https://a.cn/${'x'.repeat(2000)}` }).success).toBe(false);
    expect(evaluationSettingsInputSchema.safeParse({ ...ok, contactEmail: '' }).success).toBe(false);
  });
});
