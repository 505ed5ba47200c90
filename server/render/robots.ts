/** robots.txt: everything public may be crawled; personal pages, forms and the API may not. */
import { LANGS } from '../../src/contract/common';

const PRIVATE_PATHS = ['personal', 'login', 'registration', 'application', 'staff'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /logout',
    ...LANGS.flatMap((lang) => PRIVATE_PATHS.map((page) => `Disallow: /${lang}/${page}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
