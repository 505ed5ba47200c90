/**
 * Installed in every page the browser tests open: a Content-Security-Policy violation becomes a console
 * error, which fails the test (browser.ts), so no journey passes while the policy blocks something.
 */
export const cspViolationListener = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
  });
};
