/** Links for an exhibitor's contacts: numbers people can tap to call, websites that open wherever typed. */

/** tel: wants digits and a leading plus; spaces, dashes and brackets are for reading. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Websites are often entered without a scheme ("www.example.ru"); only http(s) links are made. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^[a-z][a-z\d+.-]*:\/*/i, '')}`;
}

/** The address as people say it: no scheme, no trailing slash. */
export const websiteLabel = (website: string) =>
  website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
