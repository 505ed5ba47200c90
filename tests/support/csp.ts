/**
 * Installed in every page the browser tests open: a Content-Security-Policy violation (Trusted Types
 * included, and report-only ones too) becomes a console error, which fails the test (browser.ts), so no
 * journey passes while the policy blocks something. The violations are also kept on the page
 * (`window.__cspViolations`), so a test can assert that none was needed to stop an attack.
 */
export const cspViolationListener = () => {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    const text = `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`;
    seen.push(text);
    console.error(text);
  });
};

/** The violations the page has seen so far (in its current document). */
export const cspViolationsOf = (page: { evaluate: <T>(fn: () => T) => Promise<T> }) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
