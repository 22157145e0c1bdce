/**
 * The calendar file's path on this site: the answer's URL is absolute (`PUBLIC_URL`, as in the e-mails), and a
 * browser ignores `download` on another origin (a proxy's, a preview's) and navigates instead.
 */
export const sameOrigin = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};
