/** Brand colours from src/styles/tokens.css (--color-primary, --color-bg), for the manifest and the page head. */
export const THEME_COLOR = '#003761';
export const BACKGROUND_COLOR = '#ffffff';
