import { describe, expect, it } from 'vitest';
import { drawNonce, nonceOf, withFreshNonce } from './page-nonce';

const policy = (nonce: string) => `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`;

describe('a kept page answered with a nonce of its own', () => {
  it('reads the nonce a policy allows scripts by', () => {
    expect(nonceOf(policy('MwCWR1piIt7RV/uv1cW1koWf'))).toBe('MwCWR1piIt7RV/uv1cW1koWf');
    expect(nonceOf("default-src 'self'")).toBeNull();
  });

  it('replaces every use of the stored nonce in the page and the policy, and nothing else', () => {
    const stored = 'MwCWR1piIt7RV/uv1cW1koWf';
    const html = `<meta property="csp-nonce" content="${stored}"/><script nonce="${stored}" src="/assets/index.js"></script><p>nonce</p>`;
    const fresh = drawNonce();
    const answer = withFreshNonce(html, policy(stored), fresh)!;
    expect(answer.html).not.toContain(stored);
    expect(answer.html).toBe(
      `<meta property="csp-nonce" content="${fresh}"/><script nonce="${fresh}" src="/assets/index.js"></script><p>nonce</p>`,
    );
    expect(answer.policy).toBe(policy(fresh));
  });

  it('refuses a page whose policy has no nonce, so it is never replayed with a known one', () => {
    expect(withFreshNonce('<script></script>', "script-src 'self'", drawNonce())).toBeNull();
  });

  it('draws a different 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, drawNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
