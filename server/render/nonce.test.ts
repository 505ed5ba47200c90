import { describe, expect, it } from 'vitest';
import { freshNonce, NONCE_PLACEHOLDER, withNonce } from './nonce';

describe('CSP nonces of cached pages', () => {
  it('puts a fresh, unguessable nonce everywhere the placeholder stands', () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}"></script><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}">`;
    const first = freshNonce();
    const second = freshNonce();
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(24);
    expect(withNonce(html, first)).toBe(`<script nonce="${first}"></script><meta property="csp-nonce" content="${first}">`);
  });
});
